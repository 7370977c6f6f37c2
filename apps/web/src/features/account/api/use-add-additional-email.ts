import { addAdditionalEmail } from '@motus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { contactsQueryOptions } from './use-contacts.ts';

/** Adds an address to the account (or mails an unconfirmed one a new code); answers the contacts. */
export function useAddAdditionalEmail({ onSuccess }: { onSuccess?: (email: string) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => api(addAdditionalEmail, { body: { email } }),
    onSuccess: (contacts, email) => {
      queryClient.setQueryData(contactsQueryOptions().queryKey, contacts);
      onSuccess?.(email);
    },
  });
}
