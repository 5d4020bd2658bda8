import { InputNumber, type InputNumberProps } from 'antd';
import { useLayoutEffect, useRef, type ComponentRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * antd's number input with the names of its step buttons in the reader's language: antd writes
 * "Increase Value" and "Decrease Value" into them whatever its locale (they are not in it).
 */
export function NumberInput(props: InputNumberProps) {
  const { t } = useTranslation();
  const input = useRef<ComponentRef<typeof InputNumber>>(null);
  const up = t('common.aria.increase');
  const down = t('common.aria.decrease');
  // After every render: antd sets its English names again when it draws the buttons anew.
  useLayoutEffect(() => {
    const root = input.current?.nativeElement;
    root?.querySelector('.ant-input-number-action-up')?.setAttribute('aria-label', up);
    root?.querySelector('.ant-input-number-action-down')?.setAttribute('aria-label', down);
  });
  return <InputNumber ref={input} {...props} />;
}
