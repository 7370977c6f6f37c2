import { verifyAdditionalEmail } from '@motus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { contactsQueryOptions } from './use-contacts.ts';

export function useVerifyAdditionalEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: { email: string; code: string }) => api(verifyAdditionalEmail, { body: values }),
    onSuccess: (contacts) => queryClient.setQueryData(contactsQueryOptions().queryKey, contacts),
  });
}
