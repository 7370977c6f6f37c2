import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from './testing/render-ui.tsx';
import { TOOLTIP_DELAY, Tooltip } from './tooltip.tsx';

// user-event waits on real timers between steps, so these tests fire the events themselves.
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function renderTooltip(props: { hoverOnly?: boolean; onFocus?: () => void } = {}) {
  renderUi(
    <Tooltip content="Members only" hoverOnly={props.hoverOnly}>
      <button type="button" onFocus={props.onFocus}>
        Book
      </button>
    </Tooltip>,
  );
  return screen.getByRole('button', { name: 'Book' });
}

describe('Tooltip', () => {
  it('shows on hover after 64 ms and describes its trigger', () => {
    const trigger = renderTooltip();
    fireEvent.mouseEnter(trigger);
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY - 1));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Members only');
    expect(trigger).toHaveAccessibleDescription('Members only');
    fireEvent.mouseLeave(trigger);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('does not show for a hover shorter than the delay', () => {
    const trigger = renderTooltip();
    fireEvent.mouseEnter(trigger);
    act(() => vi.advanceTimersByTime(30));
    fireEvent.mouseLeave(trigger);
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows on keyboard focus and hides on Escape and on blur', () => {
    const trigger = renderTooltip();
    act(() => trigger.focus());
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    fireEvent.keyDown(trigger, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();

    act(() => trigger.blur());
    act(() => trigger.focus());
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY));
    act(() => trigger.blur());
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('ignores focus in the hover-only variant and keeps the trigger handlers', () => {
    const onFocus = vi.fn();
    const trigger = renderTooltip({ hoverOnly: true, onFocus });
    act(() => trigger.focus());
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY));
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(onFocus).toHaveBeenCalledOnce();
    fireEvent.mouseEnter(trigger);
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
  });

  it('refuses a trigger that has its own ref', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const ref = { current: null };
    expect(() =>
      renderUi(
        <Tooltip content="No">
          <button type="button" ref={ref}>
            Book
          </button>
        </Tooltip>,
      ),
    ).toThrow('must not have its own ref');
    vi.mocked(console.error).mockRestore();
  });
});
