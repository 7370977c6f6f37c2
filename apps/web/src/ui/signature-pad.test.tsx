import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignatureValue } from './signature.ts';
import { RESIZE_DEBOUNCE, SignaturePad } from './signature-pad.tsx';
import { renderUi } from './testing/render-ui.tsx';

// jsdom has no canvas drawing: a stand-in context records what the pad draws.
function fakeContext() {
  return {
    setTransform: vi.fn(),
    beginPath: vi.fn(),
    moveTo: vi.fn(),
    lineTo: vi.fn(),
    stroke: vi.fn(),
  };
}

let context = fakeContext();
beforeEach(() => {
  context = fakeContext();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => context as unknown as CanvasRenderingContext2D,
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function Harness({ onValue }: { onValue: (value: SignatureValue | null) => void }) {
  const [value, setValue] = useState<SignatureValue | null>(null);
  return (
    <SignaturePad
      label="Signature"
      value={value}
      required
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

function draw(canvas: HTMLElement, points: [number, number][]) {
  const [first, ...rest] = points;
  fireEvent.pointerDown(canvas, { clientX: first?.[0], clientY: first?.[1], button: 0, pointerId: 1 });
  for (const [x, y] of rest) fireEvent.pointerMove(canvas, { clientX: x, clientY: y, pointerId: 1 });
  fireEvent.pointerUp(canvas, { pointerId: 1 });
}

describe('SignaturePad', () => {
  it('records each stroke as a line of points with an SVG data URL', () => {
    const onValue = vi.fn();
    renderUi(<Harness onValue={onValue} />);
    const canvas = screen.getByRole('img', { name: 'Signature' });

    draw(canvas, [
      [10, 20],
      [30, 40],
    ]);
    draw(canvas, [[50, 60]]);

    const value = onValue.mock.lastCall?.[0] as SignatureValue;
    expect(value.lines).toEqual([
      [
        { x: 10, y: 20 },
        { x: 30, y: 40 },
      ],
      [{ x: 50, y: 60 }],
    ]);
    expect(value.dataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(context.lineTo).toHaveBeenCalled();
  });

  it('clears the signature', async () => {
    const onValue = vi.fn();
    const { user } = renderUi(<Harness onValue={onValue} />);
    const clear = screen.getByRole('button', { name: 'Clear' });
    expect(clear).toBeDisabled();
    draw(screen.getByRole('img', { name: 'Signature' }), [[1, 1]]);
    await user.click(clear);
    expect(onValue).toHaveBeenLastCalledWith(null);
    expect(clear).toBeDisabled();
  });

  it('does not draw while disabled and shows its error', () => {
    const onChange = vi.fn();
    renderUi(
      <SignaturePad label="Signature" value={null} onChange={onChange} disabled error="commons.validation.lines" />,
    );
    const canvas = screen.getByRole('img', { name: 'Signature' });
    draw(canvas, [[1, 1]]);
    expect(onChange).not.toHaveBeenCalled();
    expect(canvas).toHaveAccessibleDescription('At least one line is required');
  });

  it('sizes the canvas again only once resizing has paused for 200 ms', () => {
    vi.useFakeTimers();
    renderUi(<SignaturePad label="Signature" value={null} onChange={() => undefined} />);
    context.setTransform.mockClear();
    act(() => {
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(RESIZE_DEBOUNCE - 50);
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(RESIZE_DEBOUNCE - 1);
    });
    expect(context.setTransform).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(context.setTransform).toHaveBeenCalledOnce();
  });
});
