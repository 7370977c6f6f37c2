import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScrollArea } from './scroll-area.tsx';
import { setLayout } from './testing/layout.ts';
import { renderUi } from './testing/render-ui.tsx';

describe('ScrollArea', () => {
  it('shows no indicator while the content fits', () => {
    renderUi(
      <ScrollArea label="Terms" maxHeight={200}>
        <p>Short</p>
      </ScrollArea>,
    );
    expect(screen.getByRole('region', { name: 'Terms' })).toHaveStyle({ maxHeight: '200px' });
    expect(screen.queryByRole('button', { name: 'Scroll down' })).toBeNull();
  });

  it("shows 'Scroll down' while the content overflows, and drops it for good once the user scrolls", async () => {
    const { user } = renderUi(
      <ScrollArea label="Terms" maxHeight={200}>
        <p>Long</p>
      </ScrollArea>,
    );
    const region = screen.getByRole('region', { name: 'Terms' });
    setLayout(region, { clientHeight: 200, scrollHeight: 900 });
    act(() => window.dispatchEvent(new Event('resize')));

    await user.click(screen.getByRole('button', { name: 'Scroll down' }));
    expect(region.scrollTop).toBe(180);
    act(() => region.dispatchEvent(new Event('scroll')));
    expect(screen.queryByRole('button', { name: 'Scroll down' })).toBeNull();

    region.scrollTop = 0;
    act(() => region.dispatchEvent(new Event('scroll')));
    expect(screen.queryByRole('button', { name: 'Scroll down' })).toBeNull();
  });
});
