import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button, ButtonLink } from './button.tsx';
import { renderUi } from './testing/render-ui.tsx';

describe('Button', () => {
  it('is activated by click, Enter and Space', async () => {
    const onClick = vi.fn();
    const { user } = renderUi(<Button onClick={onClick}>Save</Button>);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it.each(['s', 'm', 'l'] as const)('comes in size %s', (size) => {
    renderUi(<Button size={size}>Go</Button>);
    expect(screen.getByRole('button').className).toMatch(new RegExp(`_${size}_`));
  });

  it('shows a spinner instead of its label while loading, keeps its name and ignores clicks', async () => {
    const onClick = vi.fn();
    const { user, container } = renderUi(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    expect(container.querySelector('[class*="ring"]')).not.toBeNull();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is disabled on request', () => {
    renderUi(<Button disabled>Save</Button>);
    expect(screen.getByRole('button')).toBeDisabled();
  });
});

describe('ButtonLink', () => {
  it('is an in-app link that looks like a button', () => {
    renderUi(
      <ButtonLink to="/studios" variant="secondary">
        Studios
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Studios' });
    expect(link).toHaveAttribute('href', '/studios');
    expect(link.className).toMatch(/secondary/);
  });
});
