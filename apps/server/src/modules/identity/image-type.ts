import type { PROFILE_IMAGE_TYPES } from '@motus/contract';

export type ImageType = (typeof PROFILE_IMAGE_TYPES)[number];

function startsWith(data: Buffer, bytes: number[], offset = 0): boolean {
  return bytes.every((byte, index) => data[offset + index] === byte);
}

/** The type by the file's magic bytes, not by what the browser claims; null for anything but JPEG, PNG and WebP. */
export function sniffImageType(data: Buffer): ImageType | null {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP') {
    return 'image/webp';
  }
  return null;
}
