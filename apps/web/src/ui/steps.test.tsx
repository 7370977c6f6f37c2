import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Steps } from './steps.tsx';
import { renderUi } from './testing/render-ui.tsx';

describe('Steps', () => {
  it('lists the steps in order and marks the current one', () => {
    renderUi(
      <Steps label="Booking" steps={[{ text: 'Offer' }, { text: 'Contact', active: true }, { text: 'Payment' }]} />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['1Offer', '2Contact', '3Payment']);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('navigation', { name: 'Booking' })).toBeInTheDocument();
  });

  it('makes steps with a callback buttons, reachable with arrow keys', async () => {
    const back = vi.fn();
    const again = vi.fn();
    const { user } = renderUi(
      <Steps
        label="Booking"
        steps={[
          { text: 'Offer', callback: back },
          { text: 'Contact', callback: again },
          { text: 'Payment', active: true },
        ]}
      />,
    );
    expect(screen.queryByRole('button', { name: /Payment/ })).toBeNull();
    screen.getByRole('button', { name: /Offer/ }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: /Contact/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(again).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: /Offer/ }));
    expect(back).toHaveBeenCalledOnce();
  });
});
