/** The first bytes each accepted upload type starts with. */
const MAGIC_BYTES: Record<string, number[]> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

/** The content types an uploaded proof (PDF, PNG, JPEG) may have. */
export const DOCUMENT_CONTENT_TYPES = Object.keys(MAGIC_BYTES);

/** A proof's content type and bytes. */
export interface DecodedDocument {
  contentType: string;
  data: Buffer;
}

/**
 * The bytes of a base64 data URL, or null when they are not the PDF, PNG or JPEG the URL claims (a renamed file of
 * another kind).
 */
export function decodeDataUrlDocument(dataUrl: string): DecodedDocument | null {
  const [, contentType = '', base64 = ''] = /^data:([^;]+);base64,(.*)$/s.exec(dataUrl) ?? [];
  const data = Buffer.from(base64, 'base64');
  const magic = MAGIC_BYTES[contentType] ?? [];
  if (magic.length === 0 || !magic.every((byte, index) => data[index] === byte)) return null;
  return { contentType, data };
}
