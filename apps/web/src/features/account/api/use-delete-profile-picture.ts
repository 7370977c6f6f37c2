import { deleteProfileImage } from '@motus/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function useDeleteProfilePicture({ onSuccess }: { onSuccess: () => Promise<unknown> }) {
  return useMutation({ mutationFn: () => api(deleteProfileImage), onSuccess });
}
