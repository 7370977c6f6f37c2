import { requestEmailChange } from '@motus/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Starts a change of the login e-mail (the password confirms it): a code goes to the new address. */
export function useRequestEmailChange() {
  return useMutation({
    mutationFn: ({ email, password }: { email: string; password: string }) =>
      api(requestEmailChange, { body: { email, password } }),
  });
}
