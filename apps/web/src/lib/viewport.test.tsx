import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { isMobile, isScrolled, useScrolled, useViewport, viewportOf } from './viewport.ts';

function scrollTo(offset: number) {
  Object.defineProperty(window, 'scrollY', { value: offset, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

function resizeTo(width: number) {
  window.innerWidth = width;
  window.dispatchEvent(new Event('resize'));
}

afterEach(() => {
  scrollTo(0);
  resizeTo(1024);
});

describe('viewport states', () => {
  it.each([
    [320, 'mobile-small'],
    [599, 'mobile-small'],
    [600, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet-small'],
    [991, 'tablet-small'],
    [992, 'tablet-big'],
    [1279, 'tablet-big'],
    [1280, 'desktop'],
  ] as const)('%i px is %s', (width, viewport) => {
    expect(viewportOf(width)).toBe(viewport);
  });

  it('counts only the phone states as mobile', () => {
    expect([390, 700, 800, 1000, 1280].map((width) => isMobile(viewportOf(width)))).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('follows resizes', () => {
    resizeTo(1280);
    const { result } = renderHook(() => useViewport());
    expect(result.current).toBe('desktop');
    act(() => resizeTo(390));
    expect(result.current).toBe('mobile-small');
  });
});

describe('scrolled state', () => {
  it('starts at a scroll offset of 100', () => {
    expect(isScrolled(99.5)).toBe(false);
    expect(isScrolled(100)).toBe(true);
  });

  it('follows the scroll offset', () => {
    const { result } = renderHook(() => useScrolled());
    expect(result.current).toBe(false);
    act(() => scrollTo(100));
    expect(result.current).toBe(true);
    act(() => scrollTo(40));
    expect(result.current).toBe(false);
  });
});
