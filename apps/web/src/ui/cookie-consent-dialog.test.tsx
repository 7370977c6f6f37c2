import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { cookieConsent } from '../lib/cookie-consent.ts';
import { readJson, STORAGE_KEYS } from '../lib/storage.ts';
import { CookieConsentDialog } from './cookie-consent-dialog.tsx';
import { renderUi } from './testing/render-ui.tsx';

beforeEach(() => {
  localStorage.clear();
  cookieConsent.consent.set(null);
  cookieConsent.open.set(true);
});

const stored = () => readJson<Record<string, unknown> | null>(localStorage, STORAGE_KEYS.cookieConsent, null);

describe('CookieConsentDialog', () => {
  it('shows the notice until a choice is made, and cannot be dismissed before', async () => {
    const { user } = renderUi(<CookieConsentDialog />);
    const dialog = screen.getByRole('dialog', { name: 'Cookie settings' });
    expect(dialog.style.width).toContain('610px');
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('Apply enables every category and saves', async () => {
    const { user } = renderUi(<CookieConsentDialog />);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stored()).toMatchObject({ general: true, stats: true, chat: true, utc: expect.any(String) });
  });

  it('Configure shows the categories; Required is fixed on; Save changes stores the selection', async () => {
    const { user } = renderUi(<CookieConsentDialog />);
    await user.click(screen.getByRole('button', { name: 'Configure' }));
    const required = screen.getByRole('checkbox', { name: 'Required' });
    expect(required).toBeChecked();
    expect(required).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Statistics' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Chat' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(stored()).toMatchObject({ general: true, stats: false, chat: true });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Hide details returns to the notice', async () => {
    const { user } = renderUi(<CookieConsentDialog />);
    await user.click(screen.getByRole('button', { name: 'Configure' }));
    await user.click(screen.getByRole('button', { name: 'Hide details' }));
    expect(screen.getByRole('button', { name: 'Apply' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('opens again with the stored choice and can then be closed', async () => {
    const { user } = renderUi(<CookieConsentDialog />);
    await user.click(screen.getByRole('button', { name: 'Configure' }));
    await user.click(screen.getByRole('checkbox', { name: 'Statistics' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    act(() => cookieConsent.reopen());
    expect(screen.getByRole('button', { name: 'Apply' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Configure' }));
    expect(screen.getByRole('checkbox', { name: 'Statistics' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
