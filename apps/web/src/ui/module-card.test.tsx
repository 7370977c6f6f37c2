import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ModuleCard, type ModuleCardProps } from './module-card.tsx';
import { renderUi } from './testing/render-ui.tsx';

function Harness(props: Partial<ModuleCardProps>) {
  const [selected, setSelected] = useState(false);
  return (
    <ModuleCard
      title="Sauna"
      description="Unlimited sauna visits"
      priceBadgeLabel="+ 9.90 €"
      badgeLabel="Popular"
      iconLabel="S"
      backgroundColor="#ffcc00"
      selected={selected}
      onToggle={() => setSelected(!selected)}
      {...props}
    />
  );
}

describe('ModuleCard', () => {
  it('shows the module and toggles its selection by click, Enter and Space', async () => {
    const { user } = renderUi(<Harness />);
    const card = screen.getByRole('button', { name: /Sauna/ });
    expect(card).toHaveTextContent('+ 9.90 €');
    expect(card).toHaveTextContent('Popular');
    expect(card).toHaveTextContent('Unlimited sauna visits');
    expect(card).toHaveAttribute('aria-pressed', 'false');
    await user.click(card);
    expect(card).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Enter}');
    expect(card).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard(' ');
    expect(card).toHaveAttribute('aria-pressed', 'true');
  });

  it('takes only a real colour as its background', () => {
    const { container, rerender } = renderUi(<Harness />);
    const picture = () => container.querySelector('[class*="picture"]') as HTMLElement;
    expect(picture().style.getPropertyValue('--module-color')).toBe('#ffcc00');
    rerender(<Harness backgroundColor="red; background-image: url(x)" />);
    expect(picture().style.getPropertyValue('--module-color')).toBe('');
  });

  it('can be disabled', () => {
    renderUi(<Harness disabled />);
    expect(screen.getByRole('button')).toBeDisabled();
  });
});
