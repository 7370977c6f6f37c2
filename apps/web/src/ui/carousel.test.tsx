import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel.tsx';
import { renderUi } from './testing/render-ui.tsx';

const current = () => screen.getAllByRole('group').find((slide) => !slide.hasAttribute('inert'))?.textContent;

function renderCarousel(props: Partial<Parameters<typeof Carousel>[0]> = {}) {
  return renderUi(
    <Carousel label="Offers" {...props}>
      <p>Alpha</p>
      <p>Beta</p>
      <p>Gamma</p>
    </Carousel>,
  );
}

describe('Carousel', () => {
  it('shows one slide at a time, labelled by position', () => {
    renderCarousel();
    expect(screen.getByRole('region', { name: 'Offers' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 3',
      '2 of 3',
      '3 of 3',
    ]);
    expect(current()).toBe('Alpha');
  });

  it('turns with the arrows and wraps around when infinite', async () => {
    const onChange = vi.fn();
    const { user } = renderCarousel({ onChange });
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(current()).toBe('Gamma');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()).toBe('Alpha');
    expect(onChange.mock.calls).toEqual([[2], [0]]);
  });

  it('jumps with the dots and marks the current one', async () => {
    const { user } = renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Go to slide 2' }));
    expect(current()).toBe('Beta');
    expect(screen.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
  });

  it('turns with arrow keys, Home and End', async () => {
    const { user } = renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Go to slide 1' }));
    await user.keyboard('{ArrowRight}');
    expect(current()).toBe('Beta');
    await user.keyboard('{End}');
    expect(current()).toBe('Gamma');
    await user.keyboard('{Home}');
    expect(current()).toBe('Alpha');
    await user.keyboard('{ArrowLeft}');
    expect(current()).toBe('Gamma');
  });

  it('stops at the ends when not infinite', async () => {
    const { user } = renderCarousel({ infinite: false });
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeDisabled();
  });

  it('turns on a swipe or drag, and ignores a short one', () => {
    const { container } = renderCarousel();
    const viewport = container.querySelector('[class*="viewport"]') as HTMLElement;
    fireEvent.pointerDown(viewport, { clientX: 300, button: 0, pointerId: 1 });
    fireEvent.pointerMove(viewport, { clientX: 200, pointerId: 1 });
    fireEvent.pointerUp(viewport, { clientX: 200, pointerId: 1 });
    expect(current()).toBe('Beta');

    fireEvent.pointerDown(viewport, { clientX: 300, button: 0, pointerId: 1 });
    fireEvent.pointerUp(viewport, { clientX: 280, pointerId: 1 });
    expect(current()).toBe('Beta');

    fireEvent.pointerDown(viewport, { clientX: 100, button: 0, pointerId: 1 });
    fireEvent.pointerUp(viewport, { clientX: 200, pointerId: 1 });
    expect(current()).toBe('Alpha');
  });

  it('can hide dots and arrows, and shows neither for a single slide', () => {
    const { unmount } = renderCarousel({ dots: false, arrows: false });
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    renderUi(
      <Carousel label="One">
        <p>Only</p>
      </Carousel>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
