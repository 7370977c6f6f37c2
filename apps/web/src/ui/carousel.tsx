import { Children, type KeyboardEvent, type PointerEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './carousel.module.css';
import { cx } from './class-names.ts';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';

/** A drag or swipe this far (px) turns the slide; shorter ones snap back and still count as clicks. */
const SWIPE_DISTANCE = 50;

interface CarouselProps {
  /** Names the carousel for screen readers. */
  label: string;
  /** One slide per child; one slide shows at a time. */
  children: ReactNode;
  dots?: boolean;
  arrows?: boolean;
  /** The last slide is followed by the first. */
  infinite?: boolean;
  /** Slides follow a mouse drag or a finger swipe. */
  draggable?: boolean;
  initialSlide?: number;
  onChange?: (index: number) => void;
  className?: string;
}

/**
 * Slides one at a time with dots and arrows (spec 002 section 9 defaults: both on, infinite, draggable). Left and
 * right arrow keys, Home and End turn the slides while the carousel has focus.
 */
export function Carousel({
  label,
  children,
  dots = true,
  arrows = true,
  infinite = true,
  draggable = true,
  initialSlide = 0,
  onChange,
  className,
}: CarouselProps) {
  const { t } = useTranslation();
  const slides = Children.toArray(children);
  const count = slides.length;
  const [index, setIndex] = useState(initialSlide);
  const [dragOffset, setDragOffset] = useState(0);
  const drag = useRef<{ start: number; moved: boolean } | null>(null);
  const suppressClick = useRef(false);

  function go(target: number) {
    const next = infinite ? (target + count) % count : Math.min(Math.max(target, 0), count - 1);
    if (next === index) return;
    setIndex(next);
    onChange?.(next);
  }

  function keyDown(event: KeyboardEvent<HTMLElement>) {
    const targets: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    go(target);
  }

  function pointerDown(event: PointerEvent<HTMLDivElement>) {
    if (!draggable || count < 2 || event.button !== 0) return;
    drag.current = { start: event.clientX, moved: false };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  }

  function pointerMove(event: PointerEvent<HTMLDivElement>) {
    if (!drag.current) return;
    const offset = event.clientX - drag.current.start;
    if (Math.abs(offset) > 5) drag.current.moved = true;
    setDragOffset(offset);
  }

  function pointerUp(event: PointerEvent<HTMLDivElement>) {
    if (!drag.current) return;
    const offset = event.clientX - drag.current.start;
    suppressClick.current = drag.current.moved;
    drag.current = null;
    setDragOffset(0);
    if (offset <= -SWIPE_DISTANCE) go(index + 1);
    else if (offset >= SWIPE_DISTANCE) go(index - 1);
  }

  const atStart = !infinite && index === 0;
  const atEnd = !infinite && index === count - 1;
  return (
    <section
      className={cx(styles.carousel, className)}
      aria-roledescription={t('ui.carousel.role')}
      aria-label={label}
      onKeyDown={keyDown}
    >
      <div
        className={cx(styles.viewport, draggable && styles.draggable)}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the slides turn with arrow keys while the viewport has focus
        tabIndex={0}
        onPointerDown={pointerDown}
        onPointerMove={pointerMove}
        onPointerUp={pointerUp}
        onPointerCancel={pointerUp}
        onClickCapture={(event) => {
          if (!suppressClick.current) return;
          suppressClick.current = false;
          event.preventDefault();
          event.stopPropagation();
        }}
      >
        <div
          className={cx(styles.track, dragOffset !== 0 && styles.dragging)}
          style={{ transform: `translateX(calc(${-index * 100}% + ${dragOffset}px))` }}
          aria-live="polite"
        >
          {slides.map((slide, position) => (
            // biome-ignore lint/a11y/useSemanticElements: the ARIA carousel pattern marks each slide as a group, not a form fieldset
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional
              key={position}
              role="group"
              aria-roledescription={t('ui.carousel.slide')}
              aria-label={t('ui.carousel.slideOf', { index: position + 1, count })}
              className={styles.slide}
              inert={position !== index}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {arrows && count > 1 ? (
        <>
          <button
            type="button"
            className={cx(styles.arrow, styles.previous)}
            aria-label={t('ui.carousel.previous')}
            disabled={atStart}
            onClick={() => go(index - 1)}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className={cx(styles.arrow, styles.next)}
            aria-label={t('ui.carousel.next')}
            disabled={atEnd}
            onClick={() => go(index + 1)}
          >
            <ChevronRightIcon />
          </button>
        </>
      ) : null}
      {dots && count > 1 ? (
        <div className={styles.dots}>
          {slides.map((_, position) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide position
              key={position}
              type="button"
              className={styles.dot}
              aria-label={t('ui.carousel.goTo', { index: position + 1 })}
              aria-current={position === index ? 'true' : undefined}
              onClick={() => go(position)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
