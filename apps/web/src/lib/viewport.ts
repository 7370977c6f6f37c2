import { useCallback, useSyncExternalStore } from 'react';

/** The viewport states of spec 000 section 4, narrowest first. */
export const VIEWPORTS = ['mobile-small', 'mobile', 'tablet-small', 'tablet-big', 'desktop'] as const;
export type Viewport = (typeof VIEWPORTS)[number];

/**
 * Where each state starts, in px (spec 002 section 9): the second breakpoint family (mobile up to 767, small tablet
 * 768-991, big tablet 992-1279, desktop from 1280), with the first family's 600 splitting off small phones.
 */
export const VIEWPORT_MIN_WIDTHS: Readonly<Record<Viewport, number>> = {
  'mobile-small': 0,
  mobile: 600,
  'tablet-small': 768,
  'tablet-big': 992,
  desktop: 1280,
};

/** The header counts as scrolled from this scroll offset on (spec 000 section 9). */
export const SCROLLED_OFFSET = 100;

export function viewportOf(width: number): Viewport {
  return VIEWPORTS.findLast((viewport) => width >= VIEWPORT_MIN_WIDTHS[viewport]) ?? 'mobile-small';
}

/** Phones get the mobile header, burger drawer and no studio overview. */
export function isMobile(viewport: Viewport): boolean {
  return viewport === 'mobile-small' || viewport === 'mobile';
}

export function isScrolled(offset: number): boolean {
  return offset >= SCROLLED_OFFSET;
}

function subscribeTo(event: 'resize' | 'scroll') {
  return (listener: () => void) => {
    window.addEventListener(event, listener, { passive: true });
    return () => window.removeEventListener(event, listener);
  };
}

const subscribeResize = subscribeTo('resize');
const subscribeScroll = subscribeTo('scroll');

const currentViewport = () => viewportOf(window.innerWidth);

/** The viewport state, updated on resize; re-renders only when the state changes, not on every pixel. */
export function useViewport(): Viewport {
  return useSyncExternalStore(subscribeResize, currentViewport, currentViewport);
}

/** Whether the page's scroll offset passes a test; re-renders only when the answer changes. */
export function useScrollTest(test: (offset: number) => boolean): boolean {
  const snapshot = useCallback(() => test(window.scrollY), [test]);
  return useSyncExternalStore(subscribeScroll, snapshot, snapshot);
}

/** The header's scrolled state: scroll offset at least 100. */
export function useScrolled(): boolean {
  return useScrollTest(isScrolled);
}
