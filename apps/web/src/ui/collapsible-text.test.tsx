import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CollapsibleText } from './collapsible-text.tsx';
import { renderUi } from './testing/render-ui.tsx';

function contentHeight(height: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(height);
}

afterEach(() => vi.restoreAllMocks());

describe('CollapsibleText', () => {
  it('has no toggle while the content stays below the threshold', () => {
    contentHeight(40);
    renderUi(<CollapsibleText collapsedHeight={96}>Short text</CollapsibleText>);
    expect(screen.getByText('Short text')).not.toHaveStyle({ maxHeight: '96px' });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('starts collapsed once the content reaches the threshold and toggles open and closed', async () => {
    contentHeight(96);
    const { user } = renderUi(<CollapsibleText collapsedHeight={96}>Long text</CollapsibleText>);
    const text = screen.getByText('Long text');
    const toggle = screen.getByRole('button', { name: 'Show more' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', text.id);
    expect(text).toHaveStyle({ maxHeight: '96px' });

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Show more' })).toHaveAttribute('aria-expanded', 'false');
  });
});
