import { unlockLogin } from '@motus/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Lets this browser log in again with the mailed unlock token. */
export function useUnlockLogin(token: string) {
  return useMutation({ mutationFn: () => api(unlockLogin, { body: { token } }) });
}
