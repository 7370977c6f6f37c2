import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from './class-names.ts';
import styles from './collapsible-text.module.css';
import { useDisclosure } from './use-disclosure.ts';

interface CollapsibleTextProps {
  children: ReactNode;
  /** The collapsed height in pixels; content that reaches it gets the toggle. */
  collapsedHeight?: number;
  className?: string;
}

/** The content's full height, kept current as it (or the window) changes size. */
function useContentHeight() {
  const content = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const element = content.current;
    if (!element) return;
    const measure = () => setHeight(element.scrollHeight);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return { content, height };
}

/**
 * Text that starts collapsed to a height; a 'Show more' / 'Show less' toggle appears only when the content reaches
 * that height. Opening and closing animate in 0.2 s.
 */
export function CollapsibleText({ children, collapsedHeight = 96, className }: CollapsibleTextProps) {
  const { t } = useTranslation();
  const { content, height } = useContentHeight();
  const { open, toggleProps, regionId } = useDisclosure();
  const canToggle = height >= collapsedHeight;
  const style: CSSProperties = canToggle ? { maxHeight: open ? height : collapsedHeight } : {};
  return (
    <div className={className}>
      <div
        ref={content}
        id={regionId}
        className={cx(styles.text, canToggle && !open && styles.collapsed)}
        style={style}
      >
        {children}
      </div>
      {canToggle ? (
        <button type="button" className={styles.toggle} {...toggleProps}>
          {open ? t('ui.collapsible.less') : t('ui.collapsible.more')}
        </button>
      ) : null}
    </div>
  );
}
