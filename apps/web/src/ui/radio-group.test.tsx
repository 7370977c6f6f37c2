import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RadioGroup } from './radio-group.tsx';
import { renderUi } from './testing/render-ui.tsx';

const options = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'yearly', label: 'Yearly' },
  { value: 'paused', label: 'Paused', disabled: true },
  { value: 'weekly', label: 'Weekly' },
];

function Harness({ initial = null, error }: { initial?: string | null; error?: string }) {
  const [value, setValue] = useState<string | null>(initial);
  return <RadioGroup label="Billing" options={options} value={value} onChange={setValue} error={error} required />;
}

describe('RadioGroup', () => {
  it('is a labelled radio group with one tab stop', () => {
    renderUi(<Harness initial="yearly" />);
    expect(screen.getByRole('radiogroup', { name: 'Billing' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Yearly' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Yearly' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('radio', { name: 'Monthly' })).toHaveAttribute('tabindex', '-1');
  });

  it('chooses by click', async () => {
    const { user } = renderUi(<Harness />);
    await user.click(screen.getByText('Monthly'));
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  });

  it('moves and chooses with arrow keys, Home and End, skipping disabled options', async () => {
    const { user } = renderUi(<Harness initial="monthly" />);
    screen.getByRole('radio', { name: 'Monthly' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Yearly' })).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Weekly' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Weekly' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await user.keyboard('{End}');
    expect(screen.getByRole('radio', { name: 'Weekly' })).toBeChecked();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: 'Yearly' })).toBeChecked();
  });

  it('shows its error', () => {
    renderUi(<Harness error="commons.validation.required" />);
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription('This value is required');
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
  });
});
