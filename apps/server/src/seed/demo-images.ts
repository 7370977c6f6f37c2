import { DEMO_IMAGES_PATH } from '../modules/demo-images/routes.ts';

/** A picture bundled with the server (apps/server/assets/demo-images), at the address the server answers it. */
export function demoImage(path: string): string {
  return `${DEMO_IMAGES_PATH}/${path}`;
}
