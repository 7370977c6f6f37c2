import { deleteAdditionalEmail } from '@motus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { contactsQueryOptions } from './use-contacts.ts';

export function useDeleteAdditionalEmail({ onSuccess }: { onSuccess: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => api(deleteAdditionalEmail, { query: { email } }),
    onSuccess: (contacts) => {
      queryClient.setQueryData(contactsQueryOptions().queryKey, contacts);
      onSuccess();
    },
  });
}
