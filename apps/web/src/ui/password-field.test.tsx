import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './password-field.tsx';
import { renderUi } from './testing/render-ui.tsx';

describe('PasswordField', () => {
  it('hides the password until the toggle shows it, and hides it again', async () => {
    const { user } = renderUi(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('toggles with Enter and Space', async () => {
    const { user } = renderUi(<PasswordField label="Password" />);
    screen.getByRole('button', { name: 'Show password' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await user.keyboard(' ');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('says the toggle in the active language', () => {
    renderUi(<PasswordField label="Passwort" />, { locale: 'de-DE' });
    expect(screen.getByRole('button', { name: 'Passwort anzeigen' })).toBeInTheDocument();
  });

  it('disables the toggle with the field', () => {
    renderUi(<PasswordField label="Password" disabled />);
    expect(screen.getByRole('button', { name: 'Show password' })).toBeDisabled();
  });
});
