/**
 * `npm start` builds the web app and the server only when a source changed since their last build here, so a
 * second start skips straight to the server. A build's fingerprint is NODE_ENV (Vite builds React differently under
 * `test`) and the newest modification time among its inputs, directories included (a deleted file changes its
 * directory's); it is kept in node_modules/.cache, outside what the server serves.
 *
 *   tsx apps/server/scripts/build-if-changed.ts
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const stampDir = join(repoRoot, 'node_modules/.cache/motus-build');

interface BuildTarget {
  workspace: string;
  /** Files and folders, relative to the repository, whose change calls for a new build. */
  inputs: string[];
  /** The file a finished build leaves behind. */
  output: string;
}

const SHARED_INPUTS = ['package-lock.json', 'packages/contract/src', 'packages/i18n/src', 'packages/i18n/locales'];

const TARGETS: BuildTarget[] = [
  {
    workspace: '@motus/web',
    inputs: [
      ...SHARED_INPUTS,
      'apps/web/src',
      'apps/web/public',
      'apps/web/build',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
    ],
    output: 'apps/web/dist/index.html',
  },
  {
    workspace: '@motus/server',
    inputs: [...SHARED_INPUTS, 'apps/server/src', 'apps/server/scripts/build.ts', 'apps/server/package.json'],
    output: 'apps/server/dist/main.js',
  },
];

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  const entries = readdirSync(path).map((entry) => newestChange(join(path, entry)));
  return Math.max(stat.mtimeMs, ...entries);
}

function fingerprintOf(target: BuildTarget): string {
  const paths = target.inputs.map((input) => join(repoRoot, input)).filter(existsSync);
  return JSON.stringify({ nodeEnv: process.env.NODE_ENV ?? '', newest: Math.max(...paths.map(newestChange)) });
}

function stampFile(target: BuildTarget): string {
  return join(stampDir, `${target.workspace.replace('@motus/', '')}.json`);
}

function isUpToDate(target: BuildTarget, fingerprint: string): boolean {
  const stamp = stampFile(target);
  return existsSync(join(repoRoot, target.output)) && existsSync(stamp) && readFileSync(stamp, 'utf8') === fingerprint;
}

for (const target of TARGETS) {
  const fingerprint = fingerprintOf(target);
  if (isUpToDate(target, fingerprint)) {
    console.log(`${target.workspace}: unchanged since its last build`);
    continue;
  }
  execFileSync('npm', ['run', 'build', '-w', target.workspace], { cwd: repoRoot, stdio: 'inherit' });
  mkdirSync(stampDir, { recursive: true });
  writeFileSync(stampFile(target), fingerprint);
}
