import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ListItem } from './list-item.tsx';
import { renderUi } from './testing/render-ui.tsx';

describe('ListItem', () => {
  it('is plain text without a target', () => {
    renderUi(<ListItem secondary="Since 2021">Member</ListItem>);
    expect(screen.getByText('Member')).toBeInTheDocument();
    expect(screen.getByText('Since 2021')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('is a button with a click handler, activated by Enter', async () => {
    const onClick = vi.fn();
    const { user } = renderUi(<ListItem onClick={onClick}>Settings</ListItem>);
    screen.getByRole('button', { name: 'Settings' }).focus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('is a link with an address', () => {
    renderUi(<ListItem href="/account/settings">Settings</ListItem>);
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/account/settings');
  });
});
