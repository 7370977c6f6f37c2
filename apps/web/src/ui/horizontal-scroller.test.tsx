import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HorizontalScroller } from './horizontal-scroller.tsx';
import { setLayout } from './testing/layout.ts';
import { renderUi } from './testing/render-ui.tsx';

function renderScroller() {
  const result = renderUi(
    <HorizontalScroller label="Weekdays">
      <span>Mon</span>
      <span>Tue</span>
    </HorizontalScroller>,
  );
  const track = screen.getByText('Mon').parentElement as HTMLElement;
  return { ...result, track };
}

describe('HorizontalScroller', () => {
  it('shows no arrows while the content fits, and is not a tab stop', () => {
    renderScroller();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('region', { name: 'Weekdays' })).not.toHaveAttribute('tabindex');
  });

  it('shows arrows once the content overflows and scrolls by the visible width less 20 px', async () => {
    const { user, track } = renderScroller();
    setLayout(track, { clientWidth: 300, scrollWidth: 1000 });
    act(() => window.dispatchEvent(new Event('resize')));

    expect(screen.getByRole('button', { name: 'Scroll left' })).toBeDisabled();
    expect(track).toHaveAttribute('tabindex', '0');
    await user.click(screen.getByRole('button', { name: 'Scroll right' }));
    expect(track.scrollLeft).toBe(280);

    act(() => track.dispatchEvent(new Event('scroll')));
    expect(screen.getByRole('button', { name: 'Scroll left' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Scroll left' }));
    expect(track.scrollLeft).toBe(0);
  });

  it('disables the right arrow at the end', () => {
    const { track } = renderScroller();
    setLayout(track, { clientWidth: 300, scrollWidth: 600 });
    track.scrollLeft = 300;
    act(() => track.dispatchEvent(new Event('scroll')));
    expect(screen.getByRole('button', { name: 'Scroll right' })).toBeDisabled();
  });
});
