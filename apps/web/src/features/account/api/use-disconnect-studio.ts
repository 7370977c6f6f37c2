import { disconnectStudio } from '@motus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { USER_INFO_KEY } from '../../../lib/session.ts';

/** Ends a studio connect; the user's info lists the connects left. */
export function useDisconnectStudio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (studioConnectId: string) => api(disconnectStudio, { params: { studioConnectId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_INFO_KEY }),
  });
}
