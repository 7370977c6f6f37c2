import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import styles from './confirm-dialog.module.css';
import { ErrorMessages, type ErrorSource } from './error-messages.tsx';
import { Modal, type ModalSize } from './modal.tsx';

/** What a confirm dialog shows; everything has a default but the message. */
export interface ConfirmContent {
  title?: ReactNode;
  message?: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  size?: ModalSize;
}

interface ConfirmDialogProps extends ConfirmContent {
  open: boolean;
  loading: boolean;
  error: ErrorSource | null;
  onConfirm(): void;
  onCancel(): void;
}

/** The dialog of useConfirm: message, a failure shown inside, Cancel and Confirm (with its loading state). */
export function ConfirmDialog({
  open,
  loading,
  error,
  onConfirm,
  onCancel,
  title,
  message,
  confirmLabel,
  cancelLabel,
  size,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const cancel = loading ? undefined : onCancel;
  return (
    <Modal
      open={open}
      title={title ?? t('ui.confirm.title')}
      size={size}
      onClose={cancel}
      onClickOutside={cancel}
      footer={
        <>
          <Button variant="secondary" disabled={loading} onClick={onCancel}>
            {cancelLabel ?? t('ui.confirm.cancel')}
          </Button>
          <Button loading={loading} onClick={onConfirm}>
            {confirmLabel ?? t('ui.confirm.confirm')}
          </Button>
        </>
      }
    >
      {message ? <div className={styles.message}>{message}</div> : null}
      {error ? <ErrorMessages errors={error} /> : null}
    </Modal>
  );
}
