import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from './class-names.ts';
import styles from './horizontal-scroller.module.css';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';
import { useOverflow } from './use-overflow.ts';

/** An arrow scrolls by the visible width less this, so the last item seen stays partly in view. */
export const SCROLL_OVERLAP = 20;

interface HorizontalScrollerProps {
  /** Names the scrolling row for screen readers. */
  label: string;
  children: ReactNode;
  className?: string;
}

/** A row that scrolls sideways; left and right arrows show only while its content overflows. */
export function HorizontalScroller({ label, children, className }: HorizontalScrollerProps) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const { overflows, atStart, atEnd } = useOverflow(track, 'x');

  function scroll(direction: -1 | 1) {
    const element = track.current;
    if (element) element.scrollLeft += direction * (element.clientWidth - SCROLL_OVERLAP);
  }

  const arrow = (direction: -1 | 1) =>
    overflows ? (
      <button
        type="button"
        className={styles.arrow}
        aria-label={t(direction < 0 ? 'ui.scroll.left' : 'ui.scroll.right')}
        disabled={direction < 0 ? atStart : atEnd}
        onClick={() => scroll(direction)}
      >
        {direction < 0 ? <ChevronLeftIcon /> : <ChevronRightIcon />}
      </button>
    ) : null;

  return (
    <div className={cx(styles.scroller, className)}>
      {arrow(-1)}
      <section
        ref={track}
        className={styles.track}
        aria-label={label}
        // Keyboard users scroll an overflowing row once it has focus.
        tabIndex={overflows ? 0 : undefined}
      >
        {children}
      </section>
      {arrow(1)}
    </div>
  );
}
