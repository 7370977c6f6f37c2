import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ExpandableContent } from './expandable-content.tsx';
import { renderUi } from './testing/render-ui.tsx';

describe('ExpandableContent', () => {
  it('toggles its content by click, Enter and Space', async () => {
    const onToggle = vi.fn();
    const { user } = renderUi(
      <ExpandableContent title="Opening hours" onToggle={onToggle}>
        <p>Mon–Fri 6–23</p>
      </ExpandableContent>,
    );
    const header = screen.getByRole('button', { name: 'Opening hours' });
    expect(header).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Mon–Fri 6–23')).not.toBeVisible();

    await user.click(header);
    expect(header).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Mon–Fri 6–23')).toBeVisible();
    await user.keyboard('{Enter}');
    expect(header).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(header).toHaveAttribute('aria-expanded', 'true');
    expect(onToggle.mock.calls).toEqual([[true], [false], [true]]);
  });

  it('can start expanded', () => {
    renderUi(
      <ExpandableContent title="Prices" defaultExpanded>
        <p>19.90 €</p>
      </ExpandableContent>,
    );
    expect(screen.getByText('19.90 €')).toBeVisible();
  });
});
