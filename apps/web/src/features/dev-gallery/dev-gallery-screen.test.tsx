import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../ui/testing/render-ui.tsx';
import { DevGalleryScreen } from './index.ts';

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => vi.restoreAllMocks());

describe('DevGalleryScreen', () => {
  // One render and plain queries: the page holds every block, and role queries over all of it are slow in jsdom.
  it('shows every block section and works with its own confirm provider', async () => {
    const { container } = renderUi(<DevGalleryScreen />);
    expect(container.querySelector('h1')).toHaveTextContent('UI building blocks');
    expect([...container.querySelectorAll('h2')].map((heading) => heading.textContent)).toEqual(
      expect.arrayContaining([
        'Text, e-mail, password and date fields',
        'Select',
        'Pill options',
        'Modal, confirm dialog, tooltip, notifications, cookie consent',
        'Carousel, horizontal scroller, scroll indicator',
        'Signature pad, file input, links',
      ]),
    );

    fireEvent.click(screen.getByText('Without action'));
    await act(async () => fireEvent.click(screen.getByText('Confirm')));
    expect(screen.getByText('Last result: true')).toBeInTheDocument();
  });
});
