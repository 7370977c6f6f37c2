import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BlockSpinner, FullScreenSpinner, Spinner } from './spinner.tsx';
import { renderUi } from './testing/render-ui.tsx';

describe('Spinner', () => {
  it('announces its label as a status', () => {
    renderUi(<Spinner label="Loading…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('is only a picture when decorative', () => {
    const { container } = renderUi(<Spinner decorative />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('comes as a block and full-screen spinner', () => {
    renderUi(
      <>
        <BlockSpinner label="Loading courses" />
        <FullScreenSpinner label="Loading studio" />
      </>,
    );
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual([
      'Loading courses',
      'Loading studio',
    ]);
  });
});
