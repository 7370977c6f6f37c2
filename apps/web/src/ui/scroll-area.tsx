import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from './class-names.ts';
import { ArrowDownIcon } from './icons.tsx';
import styles from './scroll-area.module.css';
import { useOverflow } from './use-overflow.ts';

interface ScrollAreaProps {
  /** Names the scrollable region for screen readers. */
  label: string;
  children: ReactNode;
  /** The height past which the content scrolls (a CSS length or pixels). */
  maxHeight: number | string;
  className?: string;
}

/**
 * A scrollable area showing 'Scroll down' while its content overflows, until the user first scrolls it; only then does
 * it take keyboard focus, so a short text is no stop in the tab order.
 */
export function ScrollArea({ label, children, maxHeight, className }: ScrollAreaProps) {
  const { t } = useTranslation();
  const viewport = useRef<HTMLDivElement>(null);
  const { overflows } = useOverflow(viewport, 'y');
  const [scrolled, setScrolled] = useState(false);

  function scrollDown() {
    const element = viewport.current;
    if (element) element.scrollTop += element.clientHeight - 20;
  }

  return (
    <div className={cx(styles.area, className)}>
      <section
        ref={viewport}
        className={styles.viewport}
        style={{ maxHeight }}
        aria-label={label}
        tabIndex={overflows ? 0 : undefined}
        onScroll={() => setScrolled(true)}
      >
        {children}
      </section>
      {overflows && !scrolled ? (
        <button type="button" className={styles.indicator} onClick={scrollDown}>
          {t('ui.scroll.down')}
          <ArrowDownIcon />
        </button>
      ) : null}
    </div>
  );
}
