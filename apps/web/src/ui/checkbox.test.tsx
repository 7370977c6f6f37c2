import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './checkbox.tsx';
import { renderUi } from './testing/render-ui.tsx';

function Harness(props: Partial<Parameters<typeof Checkbox>[0]>) {
  const [checked, setChecked] = useState(false);
  return (
    <Checkbox label="Newsletter" checked={checked} onChange={(event) => setChecked(event.target.checked)} {...props} />
  );
}

describe('Checkbox', () => {
  it('toggles by click on its label, Space and Enter', async () => {
    const { user } = renderUi(<Harness />);
    const box = screen.getByRole('checkbox', { name: 'Newsletter' });
    await user.click(screen.getByText('Newsletter'));
    expect(box).toBeChecked();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    await user.keyboard('{Enter}');
    expect(box).toBeChecked();
  });

  it('does not toggle when disabled', async () => {
    const { user } = renderUi(<Harness disabled />);
    await user.click(screen.getByText('Newsletter'));
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(screen.getByRole('checkbox')).toBeDisabled();
  });

  it('shows the error and required states', () => {
    renderUi(<Harness required error="commons.validation.terms" />);
    const box = screen.getByRole('checkbox', { name: 'Newsletter' });
    expect(box).toBeInvalid();
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).toHaveAccessibleDescription('Please accept the terms and conditions');
    expect(screen.getByText('*')).toBeInTheDocument();
  });
});
