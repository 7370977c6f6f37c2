import { changePassword } from '@motus/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function useChangePassword({ onSuccess }: { onSuccess: () => void }) {
  return useMutation({
    mutationFn: ({ currentPassword, newPassword }: { currentPassword: string; newPassword: string }) =>
      api(changePassword, { body: { currentPassword, newPassword } }),
    onSuccess,
  });
}
