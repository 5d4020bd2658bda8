import { InputNumber, type InputNumberProps } from 'antd';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Lays out nothing itself: the number input sits where it would without it. */
const BOX = { display: 'contents' } as const;

/**
 * antd's number input with the names of its step buttons in the reader's language: antd writes
 * "Increase Value" and "Decrease Value" into them whatever its locale (they are not in it).
 */
export function NumberInput(props: InputNumberProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLSpanElement>(null);
  const up = t('common.aria.increase');
  const down = t('common.aria.decrease');
  // After every render: antd writes its English names again when it draws the buttons anew.
  useLayoutEffect(() => {
    box.current?.querySelector('.ant-input-number-action-up')?.setAttribute('aria-label', up);
    box.current?.querySelector('.ant-input-number-action-down')?.setAttribute('aria-label', down);
  });
  return (
    <span ref={box} style={BOX}>
      <InputNumber {...props} />
    </span>
  );
}
