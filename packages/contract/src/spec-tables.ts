import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SPEC_DIR = join(dirname(fileURLToPath(import.meta.url)), '../spec');

export interface CallTableRow {
  family: 'nox' | 'portal';
  area: string;
  method: string;
  path: string;
}

export interface RouteTableRow {
  group: string;
  path: string;
  screen: string;
}

/** The rows of a spec table; lines starting with # are comments. */
function readTable(file: string): string[][] {
  return readFileSync(join(SPEC_DIR, file), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => line.split('\t').map((cell) => cell.trim()));
}

export function readCallTable(): CallTableRow[] {
  return readTable('calls.tsv').map(([family, area, method, path]) => ({
    family: family as CallTableRow['family'],
    area: area ?? '',
    method: method ?? '',
    path: path ?? '',
  }));
}

export function readRouteTable(): RouteTableRow[] {
  return readTable('routes.tsv').map(([group, path, screen]) => ({
    group: group ?? '',
    path: path ?? '',
    screen: screen ?? '',
  }));
}

/** The full path a table row names: nox rows live under /nox/. */
export function specPath(row: CallTableRow): string {
  return row.family === 'nox' ? `/nox/${row.path}` : row.path;
}
