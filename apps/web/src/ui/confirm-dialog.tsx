import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import styles from './confirm-dialog.module.css';
import type { ErrorSource } from './error-messages.tsx';
import { Modal, type ModalSize } from './modal.tsx';

/**
 * Every page mounts the confirm dialog, but few ever show an error in it: the error list and its HTML sanitizer load
 * with the first error instead of with every page.
 */
const ErrorMessages = lazy(async () => ({ default: (await import('./error-messages.tsx')).ErrorMessages }));

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
      {error ? (
        <Suspense fallback={null}>
          <ErrorMessages errors={error} />
        </Suspense>
      ) : null}
    </Modal>
  );
}
