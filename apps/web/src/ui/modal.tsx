import {
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
} from 'react';
import { createPortal } from 'react-dom';
import { cx } from './class-names.ts';
import { CloseButton } from './close-button.tsx';
import styles from './modal.module.css';
import { useFocusTrap } from './use-focus-trap.ts';

/** Pixels, or 'full' for the full screen. */
export type ModalSize = number | 'full';

export const MODAL_WIDTH = 900;
/** The cookie-consent and migration dialogs (spec 000 section 9). */
export const MODAL_WIDTH_SMALL = 610;

export interface ModalProps {
  open: boolean;
  title?: ReactNode;
  subtitle?: ReactNode;
  /** Close button ('Close') and Escape; without it the modal has neither. */
  onClose?: (() => void) | undefined;
  /** A click on the backdrop; without it such a click does nothing. */
  onClickOutside?: (() => void) | undefined;
  footer?: ReactNode;
  /** The image-header variant: 277 px high, 180 px on mobile. */
  image?: { src: string; alt: string } | undefined;
  /** The width; without one the dialog is 900 px wide but at most 570 px (1400 px when stretched). */
  size?: ModalSize;
  /** Lets a dialog of the default size grow to 1400 px. */
  stretched?: boolean;
  /** The accessible name when there is no title. */
  label?: string;
  className?: string;
  children?: ReactNode;
}

/** While a dialog is open the page behind it does not scroll. */
function useScrollLock(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [active]);
}

/**
 * A dialog over the page: header (title, subtitle, close button), body and footer. Focus moves into it, stays inside
 * while it is open and returns to where it was when it closes.
 */
export function Modal({
  open,
  title,
  subtitle,
  onClose,
  onClickOutside,
  footer,
  image,
  size,
  stretched = false,
  label,
  className,
  children,
}: ModalProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const pressedOnBackdrop = useRef(false);
  const titleId = useId();
  const subtitleId = useId();
  useFocusTrap(dialog, open);
  useScrollLock(open);
  if (!open) return null;

  function keyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape' || !onClose) return;
    event.stopPropagation();
    onClose();
  }

  // A press that starts inside the dialog and ends on the backdrop (selecting text) is not a click outside.
  function backdropPress(event: MouseEvent<HTMLDivElement>) {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  }

  function backdropClick(event: MouseEvent<HTMLDivElement>) {
    if (pressedOnBackdrop.current && event.target === event.currentTarget) onClickOutside?.();
    pressedOnBackdrop.current = false;
  }

  const width: CSSProperties = size === 'full' ? {} : { width: size ?? MODAL_WIDTH };
  const cap = size === undefined && (stretched ? styles.stretched : styles.capped);
  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop's click is a pointer shortcut; Escape and the close button are its keyboard equivalents
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above
    <div className={styles.backdrop} onMouseDown={backdropPress} onClick={backdropClick}>
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : label}
        aria-describedby={subtitle ? subtitleId : undefined}
        tabIndex={-1}
        className={cx(styles.dialog, cap, size === 'full' && styles.full, className)}
        style={width}
        onKeyDown={keyDown}
      >
        {image ? (
          <div className={styles.image}>
            <img src={image.src} alt={image.alt} />
          </div>
        ) : null}
        {title || subtitle || onClose ? (
          <div className={cx(styles.header, image && styles.overImage)}>
            <div className={styles.heading}>
              {title ? (
                <h2 id={titleId} className={styles.title}>
                  {title}
                </h2>
              ) : null}
              {subtitle ? (
                <p id={subtitleId} className={styles.subtitle}>
                  {subtitle}
                </p>
              ) : null}
            </div>
            {onClose ? <CloseButton size="large" className={styles.close} onClick={onClose} /> : null}
          </div>
        ) : null}
        <div className={styles.body}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
