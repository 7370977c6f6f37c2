import { type RefObject, useLayoutEffect } from 'react';

/**
 * Lines an element up with the screen rendered after it: screens centre columns of their own widths (a form, a
 * schedule, a studio page), so the element takes the column's left edge and width as `--column-inset` and
 * `--column-width`, again whenever the screen is replaced or the page resizes (a scroll bar appearing included).
 */
export function useColumnInset(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = ref.current;
    const parent = element?.parentElement;
    if (!element || !parent) return;
    const align = () => {
      const column = element.nextElementSibling;
      if (!(column instanceof HTMLElement)) return;
      const box = column.getBoundingClientRect();
      // Hidden under the first brand's spinner the column has no box: a width of 0 would wrap the trail word by word.
      if (box.width === 0) return;
      const padding = Number.parseFloat(getComputedStyle(parent).paddingLeft) || 0;
      const inset = box.left - parent.getBoundingClientRect().left - parent.clientLeft - padding;
      element.style.setProperty('--column-inset', `${Math.max(inset, 0)}px`);
      element.style.setProperty('--column-width', `${box.width}px`);
    };
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(align);
    resized?.observe(parent);
    const replaced = new MutationObserver(align);
    replaced.observe(parent, { childList: true });
    window.addEventListener('resize', align);
    align();
    return () => {
      resized?.disconnect();
      replaced.disconnect();
      window.removeEventListener('resize', align);
    };
  }, [ref]);
}
