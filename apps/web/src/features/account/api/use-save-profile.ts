import { updateContacts, updateProfile } from '@motus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { USER_INFO_KEY } from '../../../lib/session.ts';
import { contactsQueryOptions } from './use-contacts.ts';
import { profileQueryOptions } from './use-profile.ts';

export interface ProfileChange {
  firstName: string;
  lastName: string;
  locale: string;
  /** Empty clears a number. */
  phoneNumber: string;
  mobileNumber: string;
}

/** The profile form saves names and language (updateProfile), then the phone numbers (updateContacts). */
async function saveProfile({ firstName, lastName, locale, phoneNumber, mobileNumber }: ProfileChange): Promise<void> {
  await api(updateProfile, { body: { firstName, lastName, locale } });
  await api(updateContacts, { body: { phoneNumber: phoneNumber || null, mobileNumber: mobileNumber || null } });
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: () =>
      Promise.all(
        [profileQueryOptions().queryKey, contactsQueryOptions().queryKey, USER_INFO_KEY].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
