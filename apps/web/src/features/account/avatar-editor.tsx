import { deleteProfileImage, uploadProfileImage } from '@motus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api-client.ts';
import { USER_INFO_KEY } from '../../lib/session.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorMessages } from '../../ui/error-messages.tsx';
import { shownError } from '../../ui/error-text.ts';
import { FileInput } from '../../ui/file-input.tsx';
import styles from './account.module.css';
import { PROFILE_KEY } from './contacts.ts';
import { ProfilePicture } from './profile-picture.tsx';
import { resizeToJpeg } from './resize-image.ts';

class UnreadablePicture extends Error {}

/** Resized in the browser first: the upload stays small whatever the camera made. */
async function uploadPicture(file: File): Promise<void> {
  const jpeg = await resizeToJpeg(file).catch((error: unknown) => {
    console.error('The picture could not be resized', error);
    throw new UnreadablePicture();
  });
  const formData = new FormData();
  formData.append('image', jpeg, 'profile.jpg');
  await api(uploadProfileImage, { formData });
}

/** The profile picture with upload (any image the browser can read) and removal. */
export function AvatarEditor({ url }: { url: string | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: PROFILE_KEY }),
      queryClient.invalidateQueries({ queryKey: USER_INFO_KEY }),
    ]);
  const upload = useMutation({ mutationFn: uploadPicture, onSuccess: refresh });
  const remove = useMutation({ mutationFn: () => api(deleteProfileImage), onSuccess: refresh });
  const failure = upload.error ?? remove.error;
  const busy = upload.isPending || remove.isPending;

  return (
    <div className={styles.avatarEditor}>
      <ProfilePicture url={url} size="large" />
      <div className={styles.stack}>
        <FileInput
          label={url ? t('account.profile.replacePicture') : t('account.profile.uploadPicture')}
          accept="image/*"
          disabled={busy}
          hint={upload.isPending ? t('account.profile.uploading') : t('account.profile.pictureHint')}
          onFile={({ file }) => {
            remove.reset();
            upload.mutate(file);
          }}
        />
        {url ? (
          <Button
            variant="secondary"
            loading={remove.isPending}
            disabled={upload.isPending}
            onClick={() => {
              upload.reset();
              remove.mutate();
            }}
          >
            {t('account.profile.removePicture')}
          </Button>
        ) : null}
        {failure ? (
          <ErrorMessages
            errors={failure instanceof UnreadablePicture ? 'account.profile.pictureUnreadable' : shownError(failure)}
          />
        ) : null}
      </div>
    </div>
  );
}
