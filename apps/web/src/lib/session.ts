import { getUserInfo } from '@motus/contract';
import { ApiError, type ClientAnswer } from '@motus/contract/client';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

export type UserInfo = NonNullable<ClientAnswer<typeof getUserInfo>>;

export const USER_INFO_KEY = ['session', 'user-info'] as const;

/**
 * The logged-in user, or null: the server answers a visitor no content, and a 403 on user info means 'User is not
 * logged in' as well (spec 001 section 8).
 */
export async function fetchUserInfo(signal?: AbortSignal): Promise<UserInfo | null> {
  try {
    return (await api(getUserInfo, { signal })) ?? null;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 401)) return null;
    throw error;
  }
}

export interface Session {
  /** Unknown (undefined) until the first user-info answer, then true or false (spec 000 section 4). */
  loggedIn: boolean | undefined;
  user: UserInfo | null;
  isPending: boolean;
}

export function useSession(): Session {
  const { data, isPending, isError } = useQuery({
    queryKey: USER_INFO_KEY,
    queryFn: ({ signal }) => fetchUserInfo(signal),
    staleTime: 5 * 60_000,
  });
  // A failed user-info call (other than 403) leaves the visitor logged out rather than waiting forever.
  const loggedIn = isError ? false : data === undefined ? undefined : data !== null;
  return { loggedIn, user: data ?? null, isPending };
}

/** The name the header shows: the user's name, falling back to the e-mail. */
export function displayName(user: UserInfo): string {
  return user.name.trim() || user.email;
}
