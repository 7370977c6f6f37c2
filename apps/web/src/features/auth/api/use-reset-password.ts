import { login, resetPassword } from '@motus/contract';
import { basicAuthorization } from '@motus/contract/client';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { UserInfo } from '../../../lib/session.ts';

interface PasswordReset {
  email: string;
  code: string;
  password: string;
}

/** Sets the new password with the mailed code, then logs in with it. */
async function resetAndLogin({ email, code, password }: PasswordReset) {
  await api(resetPassword, { body: { email, code, password } });
  return api(login, { headers: { authorization: basicAuthorization(email, password) } });
}

export function useResetPassword({ onSuccess }: { onSuccess: (user: UserInfo) => void }) {
  return useMutation({ mutationFn: resetAndLogin, onSuccess });
}
