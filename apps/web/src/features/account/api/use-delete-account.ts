import { deleteAccount } from '@motus/contract';
import { useCallback } from 'react';
import { createPath, useLocation } from 'react-router';
import { api } from '../../../lib/api-client.ts';
import { keepStickyQuery } from '../../../lib/sticky-query.ts';
import { safeStorage } from '../../../lib/storage.ts';
import { leavePage } from '../leave-page.ts';

function forgetDevice(): void {
  safeStorage(() => window.localStorage).clear();
  safeStorage(() => window.sessionStorage).clear();
}

/**
 * Deletes the account (the current password confirms it), then forgets everything on this device: all of local and
 * session storage (spec 000 section 4; a logout keeps the device's consent and notices) and, by loading home afresh,
 * every cached answer and store. An in-app navigation would let the settings page's login guard remember itself for a
 * login that never comes.
 */
export function useDeleteAccount(): (password: string) => Promise<void> {
  const { search } = useLocation();
  return useCallback(
    async (password: string) => {
      await api(deleteAccount, { body: { password } });
      forgetDevice();
      const home = keepStickyQuery('/', search);
      leavePage(typeof home === 'string' ? home : createPath(home), forgetDevice);
    },
    [search],
  );
}
