/** The studio route parameter (spec 000 section 2): base64 of `tenant:organisationUnitId`. */
export interface StudioRef {
  tenant: string;
  organizationUnitId: number;
}

export function encodeStudioUuid(ref: StudioRef): string {
  return btoa(`${ref.tenant}:${ref.organizationUnitId}`);
}

/** Accepts standard and URL-safe base64, with or without padding; answers null for anything else. */
export function decodeStudioUuid(uuid: string): StudioRef | null {
  const standard = uuid.replace(/-/g, '+').replace(/_/g, '/');
  let decoded: string;
  try {
    decoded = atob(standard.padEnd(Math.ceil(standard.length / 4) * 4, '='));
  } catch {
    return null;
  }
  const match = /^([A-Za-z0-9._-]+):(\d{1,15})$/.exec(decoded);
  if (!match) return null;
  return { tenant: match[1] as string, organizationUnitId: Number(match[2]) };
}
