import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The lock file in the data folder; it holds the owner's process id and a random token. */
export const LOCK_FILE = 'motus-server.lock';

/** Another server holds the data folder: the start is refused. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/** The folders this process holds, so that a lock left by an earlier process with our (reused) pid is seen as stale. */
const heldHere = new Set<string>();

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException).code;
}

function readLock(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === 'EPERM';
  }
}

/** The pid of a live owner other than an earlier incarnation of this process; undefined for a stale lock. */
function liveOwner(content: string, dir: string): number | undefined {
  const pid = Number(content.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  if (pid === process.pid) return heldHere.has(dir) ? pid : undefined;
  return isRunning(pid) ? pid : undefined;
}

/** Creates the lock with its whole content at once (a hard link of a finished file), or answers false when it exists. */
function tryCreate(path: string, content: string): boolean {
  const draft = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(draft, content, { flag: 'wx' });
  try {
    linkSync(draft, path);
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(draft);
  }
}

/**
 * Moves a stale lock out of the way. The rename is atomic, so of two starters only one moves it; should the file moved
 * turn out to be a fresh lock another starter took meanwhile, it is linked back (never over a newer one).
 */
function removeStale(path: string, staleContent: string): void {
  const aside = `${path}.${randomBytes(6).toString('hex')}.stale`;
  try {
    renameSync(path, aside);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return;
    throw error;
  }
  try {
    if (readLock(aside) !== staleContent) linkSync(aside, path);
  } catch (error) {
    if (errorCode(error) !== 'EEXIST') throw error;
  } finally {
    unlinkSync(aside);
  }
}

function lockedMessage(dir: string, pid: number, path: string): string {
  return (
    `Another Motus server (process ${pid}) is using the data folder ${dir}. Stop it first or start with another ` +
    `DATA_DIR: two servers on one embedded database lose each other's writes. If no server is running, delete ${path}.`
  );
}

/**
 * Takes the exclusive lock of an embedded database's folder for this process, or refuses with DataDirLockedError
 * while a running process holds it. A lock left by a process that no longer runs is taken over. Answers the release,
 * which the database's close calls; a process that exits without closing releases it too.
 */
export function lockDataDir(folder: string): () => void {
  const dir = resolve(folder);
  const path = join(dir, LOCK_FILE);
  const content = `${process.pid}\n${randomBytes(8).toString('hex')}\n`;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (tryCreate(path, content)) return holdLock(dir, path, content);
    const existing = readLock(path);
    if (existing === undefined) continue;
    const owner = liveOwner(existing, dir);
    if (owner !== undefined) throw new DataDirLockedError(lockedMessage(dir, owner, path));
    removeStale(path, existing);
  }
  throw new DataDirLockedError(`Could not take the lock of the data folder ${dir}: other servers are starting on it.`);
}

function holdLock(dir: string, path: string, content: string): () => void {
  heldHere.add(dir);
  const release = () => {
    process.removeListener('exit', release);
    heldHere.delete(dir);
    if (readLock(path) === content) unlinkSync(path);
  };
  process.once('exit', release);
  return release;
}
