import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cookieConsent } from '../lib/cookie-consent.ts';
import { notifications } from '../lib/notifications.ts';
import { useConfirm } from './confirm-provider.tsx';
import { renderUi } from './testing/render-ui.tsx';
import { UiProviders } from './ui-providers.tsx';

afterEach(() => {
  act(() => {
    for (const notification of notifications.store.get()) notifications.dismiss(notification.id);
  });
});

function AskButton() {
  const confirm = useConfirm();
  return (
    <button type="button" onClick={() => confirm({ message: 'Leave?' })}>
      Ask
    </button>
  );
}

describe('UiProviders', () => {
  it('mounts the confirm dialog, the notifications and the cookie consent once', async () => {
    cookieConsent.consent.set({ general: true, stats: false, chat: false, utc: '2025-01-01T00:00:00.000Z' });
    cookieConsent.open.set(false);
    const { user } = renderUi(
      <UiProviders>
        <AskButton />
      </UiProviders>,
    );
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => cookieConsent.reopen());
    expect(screen.getByRole('dialog', { name: 'Cookie settings' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(screen.getByRole('dialog', { name: 'Are you sure?' })).toHaveTextContent('Leave?');
  });
});
