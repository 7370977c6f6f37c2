import { verifyRegistrationAndLogin } from '@motus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { USER_INFO_KEY } from '../../../lib/session.ts';

/** Confirms the registration with the mailed code and logs the new user in. */
export function useVerifyRegistration(email: string, code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(verifyRegistrationAndLogin, { body: { email, code } }),
    onSuccess: (user) => queryClient.setQueryData(USER_INFO_KEY, user),
  });
}
