import { useEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import { keepTablesKeyboardScrollable } from '../lib/keyboard-scroll';
import { takeHandedOffNotice } from '../lib/notice-handoff';
import { notifyError, notifyInfo, notifySuccess } from '../lib/notify';
import { Providers } from './providers';
import { router } from './router';

/** A notice the page before handed over ("Login successfully" from the sign-in screen), once. */
const handedOff = takeHandedOffNotice();
let handedOffShown = false;

/** Shows it once the first screen is there (its lazy parts loaded), so it is seen beside it. */
function HandedOffNotice() {
  useEffect(() => {
    const notice = handedOff;
    if (!notice || handedOffShown) return;
    const show = () => {
      if (handedOffShown) return;
      handedOffShown = true;
      if (notice.kind === 'success') notifySuccess(notice.text, notice.detail);
      else if (notice.kind === 'error') notifyError(notice.text);
      else notifyInfo(notice.text, notice.detail);
    };
    const ready = () => router.state.initialized && router.state.navigation.state === 'idle';
    if (ready()) {
      show();
      return;
    }
    return router.subscribe(() => {
      if (ready()) show();
    });
  }, []);
  return null;
}

export function App() {
  useEffect(() => keepTablesKeyboardScrollable(), []);
  return (
    <Providers>
      <HandedOffNotice />
      <RouterProvider router={router} />
    </Providers>
  );
}
