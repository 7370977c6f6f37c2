import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar, progressPercent } from './progress-bar.tsx';
import { renderUi } from './testing/render-ui.tsx';

describe('progressPercent', () => {
  it('is the rounded ratio of value to max, within 0 and 100', () => {
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(67);
    expect(progressPercent(5, 4)).toBe(100);
    expect(progressPercent(-1, 4)).toBe(0);
    expect(progressPercent(3, 0)).toBe(0);
  });
});

describe('ProgressBar', () => {
  it('reports its percentage and shows it when asked', () => {
    const { container } = renderUi(<ProgressBar value={7} max={10} label="Points" size="small" showValue />);
    const bar = screen.getByRole('progressbar', { name: 'Points' });
    expect(bar).toHaveAttribute('aria-valuenow', '70');
    expect(bar).toHaveAttribute('aria-valuetext', '70%');
    expect(screen.getByText('70%')).toBeInTheDocument();
    expect(container.firstElementChild?.className).toMatch(/small/);
  });
});
