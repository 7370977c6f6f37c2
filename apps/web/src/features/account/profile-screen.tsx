import { zodResolver } from '@hookform/resolvers/zod';
import { type Contacts, type Profile, phoneNumber, ValidationMessages } from '@motus/contract';
import { updateProfile } from '@motus/contract/schemas';
import { LOCALE_NAMES, UI_LOCALES } from '@motus/i18n';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '../../ui/alert.tsx';
import { ErrorList } from '../../ui/error-list.tsx';
import { shownError } from '../../ui/error-text.ts';
import { FormCard } from '../../ui/form-card.tsx';
import layout from '../../ui/form-layout.module.css';
import { NameFields } from '../../ui/name-fields.tsx';
import { Select } from '../../ui/select.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { SubmitRow } from '../../ui/submit-row.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { AccountPage } from './account-page.tsx';
import { useContacts } from './api/use-contacts.ts';
import { useProfile } from './api/use-profile.ts';
import { useSaveProfile } from './api/use-save-profile.ts';
import { AvatarEditor } from './avatar-editor.tsx';

/** Empty clears a number; anything else must look like one. */
const optionalPhone = z
  .string()
  .trim()
  .refine((value) => value === '' || phoneNumber.safeParse(value).success, { error: ValidationMessages.phone });

const profileSchema = updateProfile.body.required().extend({ phoneNumber: optionalPhone, mobileNumber: optionalPhone });
type ProfileValues = z.infer<typeof profileSchema>;

const LANGUAGE_OPTIONS = UI_LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }));

function ProfileForm({ profile, contacts }: { profile: Profile; contacts: Contacts }) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      locale: profile.locale,
      phoneNumber: contacts.phoneNumber ?? '',
      mobileNumber: contacts.mobileNumber ?? '',
    },
  });
  const mutation = useSaveProfile();

  return (
    <FormCard title={t('account.profile.details')}>
      <form
        className={layout.form}
        aria-label={t('account.profile.details')}
        noValidate
        onSubmit={handleSubmit((values) => mutation.mutate(values))}
      >
        <NameFields
          firstName={register('firstName')}
          lastName={register('lastName')}
          errors={{ firstName: errors.firstName?.message, lastName: errors.lastName?.message }}
        />
        <TextField
          label={t('account.fields.email')}
          value={profile.email}
          readOnly
          hint={t('account.profile.emailHint')}
        />
        <Select
          label={t('account.fields.language')}
          options={LANGUAGE_OPTIONS}
          hint={t('account.profile.languageHint')}
          error={errors.locale?.message}
          {...register('locale')}
        />
        <TextField
          label={t('account.fields.phone')}
          type="tel"
          autoComplete="tel"
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
        <TextField
          label={t('account.fields.mobile')}
          type="tel"
          autoComplete="tel"
          error={errors.mobileNumber?.message}
          {...register('mobileNumber')}
        />
        {mutation.isSuccess ? <Alert severity="success">{t('account.profile.saved')}</Alert> : null}
        <SubmitRow label={t('account.actions.save')} loading={mutation.isPending} failure={mutation.error} />
      </form>
    </FormCard>
  );
}

function ProfileContent() {
  const { t } = useTranslation();
  const profile = useProfile();
  const contacts = useContacts();
  const failed = [profile.error, contacts.error].filter(Boolean);
  if (failed.length > 0) return <ErrorList title={t('account.loadError')} errors={failed.map(shownError)} />;
  if (!profile.data || !contacts.data) return <BlockSpinner label={t('common.loading')} />;
  return (
    <>
      <FormCard title={t('account.profile.picture')}>
        <AvatarEditor url={profile.data.profilePictureUrl} />
      </FormCard>
      <ProfileForm profile={profile.data} contacts={contacts.data} />
    </>
  );
}

/** /me/settings/profile: the picture, name, language of the mails and phone numbers. */
export function ProfileScreen() {
  const { t } = useTranslation();
  return (
    <AccountPage title={t('routes.profile')}>
      <ProfileContent />
    </AccountPage>
  );
}
