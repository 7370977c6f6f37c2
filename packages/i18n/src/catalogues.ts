import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TranslationTag, UiLocale } from './index.ts';

export const LOCALES_DIR = join(dirname(fileURLToPath(import.meta.url)), '../locales');

export interface Catalogue {
  [key: string]: string | Catalogue;
}

/** Reads one catalogue file (server side; the web app fetches them over HTTP). */
export async function readCatalogue(tag: TranslationTag, locale: UiLocale): Promise<Catalogue> {
  const text = await readFile(join(LOCALES_DIR, locale, `${tag}.json`), 'utf8');
  return JSON.parse(text) as Catalogue;
}

/** Every key of a catalogue as dotted paths, with its text. */
export function flattenCatalogue(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [nested, text] of flattenCatalogue(value, path)) entries.set(nested, text);
  }
  return entries;
}
