import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorList } from './error-list.tsx';
import { ErrorNotice } from './error-notice.tsx';
import { renderUi } from './testing/render-ui.tsx';

describe('ErrorNotice', () => {
  it("says 'An error has occurred' and shows the message behind 'Show details'", async () => {
    const { user } = renderUi(<ErrorNotice error={new Error('Info: Chunk failed to load')} />);
    expect(screen.getByRole('heading', { name: 'An error has occurred' })).toBeInTheDocument();
    expect(screen.getByText('Chunk failed to load')).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show details' }));
    expect(screen.getByText('Chunk failed to load')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('ErrorList', () => {
  it('lists what went wrong under its title', () => {
    renderUi(<ErrorList title="Could not load" errors={['commons.validation.date', new Error('Timeout')]} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Invalid date', 'Timeout']);
  });
});
