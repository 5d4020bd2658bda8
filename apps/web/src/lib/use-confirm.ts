import { App } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmOptions {
  /** What will happen, named in full ("Upgrade nguyenthanhha to Standard for 3 months, 267,300 VND?"). */
  title: string;
  content?: ReactNode;
  /** The button that does it, named by its action ("Upgrade", "Disable"). */
  okText: string;
  /** The button that changes nothing; "Cancel" unless named ("Stay"). */
  cancelText?: string;
  danger?: boolean;
}

/**
 * Asks before a change that costs money, cannot be undone or grants power; answers whether the
 * user went ahead. Cancel, Escape and closing the dialog all answer false.
 */
export function useConfirm() {
  const { modal } = App.useApp();
  const { t } = useTranslation();
  return ({ title, content, okText, cancelText, danger }: ConfirmOptions) =>
    new Promise<boolean>((resolve) => {
      modal.confirm({
        title,
        content,
        okText,
        cancelText: cancelText ?? t('buttons.cancel'),
        okButtonProps: { danger },
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });
}
