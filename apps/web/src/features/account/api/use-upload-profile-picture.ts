import { uploadProfileImage } from '@motus/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { resizeToJpeg } from '../resize-image.ts';

export class UnreadablePicture extends Error {}

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

export function useUploadProfilePicture({ onSuccess }: { onSuccess: () => Promise<unknown> }) {
  return useMutation({ mutationFn: uploadPicture, onSuccess });
}
