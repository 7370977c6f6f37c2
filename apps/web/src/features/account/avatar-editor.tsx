import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { USER_INFO_KEY } from '../../lib/session.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorMessages } from '../../ui/error-messages.tsx';
import { shownError } from '../../ui/error-text.ts';
import { FileInput } from '../../ui/file-input.tsx';
import styles from './account.module.css';
import { useDeleteProfilePicture } from './api/use-delete-profile-picture.ts';
import { profileQueryOptions } from './api/use-profile.ts';
import { UnreadablePicture, useUploadProfilePicture } from './api/use-upload-profile-picture.ts';
import { ProfilePicture } from './profile-picture.tsx';

/** The profile picture with upload (any image the browser can read) and removal. */
export function AvatarEditor({ url }: { url: string | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: USER_INFO_KEY }),
    ]);
  const upload = useUploadProfilePicture({ onSuccess: refresh });
  const remove = useDeleteProfilePicture({ onSuccess: refresh });
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
