import { login } from '@motus/contract';
import { basicAuthorization } from '@motus/contract/client';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { UserInfo } from '../../../lib/session.ts';

export interface Credentials {
  username: string;
  password: string;
}

/** Logs in with e-mail and password (basic authorization of POST /login); answers the user's info. */
export function useLogin({ onSuccess }: { onSuccess: (user: UserInfo) => void }) {
  return useMutation({
    mutationFn: ({ username, password }: Credentials) =>
      api(login, { headers: { authorization: basicAuthorization(username, password) } }),
    onSuccess,
  });
}
