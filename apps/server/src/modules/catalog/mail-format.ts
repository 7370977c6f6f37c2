import type { StudioRow } from '../studios/index.ts';
import { studioUuidOf } from '../studios/index.ts';

/** A studio page of the portal; the studio uuid's '/' is escaped as the web app's studio paths do. */
export function studioPageLink(origin: string, studio: StudioRow, page: string): string {
  const uuid = studioUuidOf(studio).replaceAll('/', '%2F');
  return `${origin}/studio/${uuid}${page}`;
}
