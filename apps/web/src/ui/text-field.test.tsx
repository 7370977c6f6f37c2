import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EmailField } from './email-field.tsx';
import { renderUi } from './testing/render-ui.tsx';
import { TextField } from './text-field.tsx';

describe('TextField', () => {
  it('labels its input and passes typing through', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(<TextField label="First name" onChange={onChange} />);
    await user.type(screen.getByLabelText('First name'), 'Ada');
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
  });

  it('marks a required field with an asterisk and aria-required, without native validation', () => {
    renderUi(<TextField label="City" required />);
    const input = screen.getByRole('textbox', { name: 'City' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('required');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows an error from a message key, marks the input invalid and describes it with the message', () => {
    renderUi(<TextField label="City" error="commons.validation.required" />);
    const input = screen.getByRole('textbox', { name: 'City' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('This value is required');
  });

  it('shows an error with interpolated values', () => {
    renderUi(<TextField label="Code" error={{ key: 'commons.validation.minLength', values: { limit: 4 } }} />);
    expect(screen.getByText('At least 4 characters')).toBeInTheDocument();
  });

  it('shows an unknown message key as itself', () => {
    renderUi(<TextField label="Code" error="server.says.no" />);
    expect(screen.getByText('server.says.no')).toBeInTheDocument();
  });

  it('shows a success icon when validated and valid, and a hint when there is no error', () => {
    const { container } = renderUi(<TextField label="City" valid hint="As on your ID card" />);
    expect(container.querySelector('[class*="validIcon"]')).not.toBeNull();
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('As on your ID card');
  });

  it('disables the input', () => {
    renderUi(<TextField label="City" disabled />);
    expect(screen.getByRole('textbox')).toBeDisabled();
  });
});

describe('EmailField', () => {
  it('is an e-mail input with address autofill', () => {
    renderUi(<EmailField label="E-mail" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
  });
});
