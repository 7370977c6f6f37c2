import { changeMainEmail } from '@motus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { USER_INFO_KEY } from '../../../lib/session.ts';

/** Makes the mailed address the login e-mail with its code; the user's info shows the new address. */
export function useChangeMainEmail(email: string, code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(changeMainEmail, { body: { email, code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_INFO_KEY }),
  });
}
