import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { useConfirm } from '../use-confirm';

/**
 * Asks before a changed form is left: an in-app navigation waits for "Leave" or "Stay", closing
 * or reloading the tab gets the browser's own question. `changed()` marks the form as changed;
 * `saved()` unmarks it, so that the navigation that follows a save goes through.
 */
export function useLeaveGuard() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const [changed, setChanged] = useState(false);
  // Read when a navigation starts, which may be before React has re-rendered.
  const guarding = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      guarding.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm({
      title: t('common.messages.leave_title'),
      content: t('common.messages.leave_content'),
      okText: t('buttons.leave'),
      cancelText: t('buttons.stay'),
      danger: true,
    }).then((leave) => (leave ? blocker.proceed() : blocker.reset()));
    // Once per blocked navigation; `blocker` changes identity on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blocker.state]);

  useEffect(() => {
    if (!changed) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [changed]);

  const mark = useCallback((value: boolean) => {
    guarding.current = value;
    setChanged(value);
  }, []);
  return {
    changed: () => mark(true),
    saved: () => mark(false),
    isChanged: () => guarding.current,
  };
}
