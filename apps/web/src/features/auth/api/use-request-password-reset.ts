import { requestPasswordReset } from '@motus/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Mails a code that lets the user set a new password. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: ({ email }: { email: string }) => api(requestPasswordReset, { body: { email } }) });
}
