import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from './class-names.ts';
import styles from './close-button.module.css';
import { CloseIcon } from './icons.tsx';

interface CloseButtonProps {
  onClick(event: MouseEvent<HTMLButtonElement>): void;
  /** 'large' (40 px) in dialog headers, 'small' inside messages. */
  size?: 'small' | 'large';
  className?: string | undefined;
}

/** The round 'Close' button of dialogs, alerts and notifications. */
export function CloseButton({ onClick, size = 'small', className }: CloseButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={cx(styles.close, styles[size], className)}
      aria-label={t('ui.modal.close')}
      onClick={onClick}
    >
      <CloseIcon />
    </button>
  );
}
