import type { ReactNode } from 'react';
import { ConfirmProvider } from './confirm-provider.tsx';
import { CookieConsentDialog } from './cookie-consent-dialog.tsx';
import { NotificationContainer } from './notification-container.tsx';

/**
 * The app-wide parts of the building blocks, mounted once inside the i18n provider (and the router, for links in
 * dialogs): useConfirm's dialog, the notification toasts and the cookie-consent dialog.
 */
export function UiProviders({ children }: { children: ReactNode }) {
  return (
    <ConfirmProvider>
      {children}
      <NotificationContainer />
      <CookieConsentDialog />
    </ConfirmProvider>
  );
}
