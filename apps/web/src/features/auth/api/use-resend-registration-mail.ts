import { resendRegistrationMail } from '@motus/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function useResendRegistrationMail(email: string) {
  return useMutation({ mutationFn: () => api(resendRegistrationMail, { body: { email } }) });
}
