import { quickRegister } from '@motus/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { UserInfo } from '../../../lib/session.ts';

/** Accepts a studio's invitation with a password; the form submits only with the terms ticked. */
export function useQuickRegister(registerUuid: string, { onSuccess }: { onSuccess: (user: UserInfo) => void }) {
  return useMutation({
    mutationFn: ({ password }: { password: string }) =>
      api(quickRegister, { body: { registerUuid, password, acceptTermsAndConditions: true } }),
    onSuccess,
  });
}
