import { decodeStudioUuid, type StudioRef } from '@motus/contract';

const STUDIO_PREFIX = /^\/studio\/([^/]+)/;

/** The path of a studio page; base64 may contain '/', which would otherwise split the path segment. */
export function studioPath(studioUuid: string): string {
  return `/studio/${studioUuid.replaceAll('/', '%2F')}`;
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The studio named by a `/studio/{studioUuid}` path prefix, if the path has a valid one. */
export function studioRefFromPath(pathname: string): StudioRef | null {
  const segment = STUDIO_PREFIX.exec(pathname)?.[1];
  const uuid = segment === undefined ? null : decodeSegment(segment);
  return uuid ? decodeStudioUuid(uuid) : null;
}

export function isSameStudio(a: StudioRef, b: StudioRef): boolean {
  return a.tenant === b.tenant && a.organizationUnitId === b.organizationUnitId;
}
