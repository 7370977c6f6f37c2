import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './card.tsx';
import { renderUi } from './testing/render-ui.tsx';

describe('Card', () => {
  it('shows image with promo badge and overlay, badge, title, description, content and actions', () => {
    renderUi(
      <Card
        image={{ src: '/yoga.jpg', alt: 'Yoga class', extent: 'large', promoBadge: '-20 %', overlay: 'Mon 18:00' }}
        badge="Course"
        title="Yoga"
        description="Calm strength"
        actions={<button type="button">Book</button>}
      >
        <p>12 places left</p>
      </Card>,
    );
    const card = screen.getByRole('article');
    expect(screen.getByRole('img', { name: 'Yoga class' }).parentElement?.className).toMatch(/large/);
    expect(card).toHaveTextContent('-20 %');
    expect(card).toHaveTextContent('Mon 18:00');
    expect(card).toHaveTextContent('Course');
    expect(screen.getByRole('heading', { level: 3, name: 'Yoga' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Calm strength');
    expect(card).toHaveTextContent('12 places left');
    expect(screen.getByRole('button', { name: 'Book' })).toBeInTheDocument();
  });

  it('uses the medium image extent by default and works without an image', () => {
    const { rerender } = renderUi(<Card image={{ src: '/a.jpg', alt: 'A' }} title="A" />);
    expect(screen.getByRole('img').parentElement?.className).toMatch(/medium/);
    rerender(<Card title="No image" headingLevel={2} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
  });
});
