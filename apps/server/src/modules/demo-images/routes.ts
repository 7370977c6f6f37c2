import { readdir, readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { routeNotFound } from '../../plugins/errors.ts';

/** Where the demo world's pictures are bundled: drawn for Motus (SVG), free of any licence. */
const IMAGES_DIR = new URL('../../../assets/demo-images/', import.meta.url);

/** The address the seed gives a demo picture (`news/new-equipment.svg` → `/demo/images/news/new-equipment.svg`). */
export const DEMO_IMAGES_PATH = '/demo/images';

/** Every bundled picture by its path under the folder, read once: a handful of files of a few kilobytes. */
async function readImages(): Promise<Map<string, Buffer>> {
  const images = new Map<string, Buffer>();
  for (const folder of await readdir(IMAGES_DIR)) {
    for (const file of await readdir(new URL(`${folder}/`, IMAGES_DIR))) {
      if (file.endsWith('.svg'))
        images.set(`${folder}/${file}`, await readFile(new URL(`${folder}/${file}`, IMAGES_DIR)));
    }
  }
  return images;
}

/**
 * The pictures of the demo news, events and studios, served by the server itself so that the seeded addresses work
 * wherever the web app is hosted. Only bundled files are answered; any other name is not found.
 */
export default async function demoImageRoutes(app: FastifyInstance) {
  const images = await readImages();
  app.get<{ Params: { folder: string; file: string } }>(`${DEMO_IMAGES_PATH}/:folder/:file`, (request, reply) => {
    const image = images.get(`${request.params.folder}/${request.params.file}`);
    if (!image) return routeNotFound(request, reply);
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(image);
  });
}
