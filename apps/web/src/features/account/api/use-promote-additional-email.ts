import { changeMainEmail } from '@motus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { USER_INFO_KEY } from '../../../lib/session.ts';
import { contactsQueryOptions } from './use-contacts.ts';

/** A confirmed additional address becomes the login e-mail (changeMainEmail without a code). */
export function usePromoteAdditionalEmail(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(changeMainEmail, { body: { email } }),
    onSuccess: (contacts) => {
      queryClient.setQueryData(contactsQueryOptions().queryKey, contacts);
      return queryClient.invalidateQueries({ queryKey: USER_INFO_KEY });
    },
  });
}
