import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './select.tsx';
import { renderUi } from './testing/render-ui.tsx';

const options = [
  { value: 'de', label: 'Germany' },
  { value: 'at', label: 'Austria' },
  { value: 'ch', label: 'Switzerland', disabled: true },
];

describe('Select', () => {
  it('offers its options after a placeholder and reports the choice', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(<Select label="Country" options={options} placeholder="Choose…" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose…',
      'Germany',
      'Austria',
      'Switzerland',
    ]);
    expect(screen.getByRole('option', { name: 'Switzerland' })).toBeDisabled();

    await user.selectOptions(select, 'at');
    expect(select).toHaveValue('at');
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('has the field states', () => {
    renderUi(<Select label="Country" options={options} required disabled error="commons.validation.required" />);
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toBeDisabled();
    expect(select).toBeInvalid();
    expect(select).toHaveAttribute('aria-required', 'true');
    expect(select).toHaveAccessibleDescription('This value is required');
  });
});
