import { type RefObject, useCallback, useEffect, useState } from 'react';

export type Axis = 'x' | 'y';

export interface Overflow {
  /** The content is larger than the element along the axis. */
  overflows: boolean;
  /** Scrolled away from the start. */
  atStart: boolean;
  /** Scrolled to the end (or nothing to scroll). */
  atEnd: boolean;
}

const NONE: Overflow = { overflows: false, atStart: true, atEnd: true };

function measure(element: HTMLElement, axis: Axis): Overflow {
  const size = axis === 'x' ? element.clientWidth : element.clientHeight;
  const content = axis === 'x' ? element.scrollWidth : element.scrollHeight;
  const offset = axis === 'x' ? element.scrollLeft : element.scrollTop;
  // One pixel of slack: browsers round fractional sizes differently.
  return { overflows: content > size + 1, atStart: offset <= 1, atEnd: offset + size >= content - 1 };
}

function same(a: Overflow, b: Overflow): boolean {
  return a.overflows === b.overflows && a.atStart === b.atStart && a.atEnd === b.atEnd;
}

/** Whether an element's content overflows along an axis and where it is scrolled, kept current on resize and scroll. */
export function useOverflow(ref: RefObject<HTMLElement | null>, axis: Axis): Overflow {
  const [overflow, setOverflow] = useState(NONE);
  const update = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const next = measure(element, axis);
    setOverflow((previous) => (same(previous, next) ? previous : next));
  }, [ref, axis]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    update();
    element.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    for (const child of element.children) observer?.observe(child);
    return () => {
      element.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      observer?.disconnect();
    };
  }, [ref, update]);

  return overflow;
}
