import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openAppDatabase } from '../../src/database.ts';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from '../../src/db/data-dir-lock.ts';
import { testDriver } from '../helpers/test-database.ts';

const folders: string[] = [];

function tempFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'motus-lock-'));
  folders.push(folder);
  return folder;
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** The pid of a process that has ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  if (child.pid === undefined) throw new Error('no child process');
  return child.pid;
}

// The lock is the embedded database's; the PostgreSQL project has nothing to add.
describe.runIf(testDriver() === 'pglite')('one server per data folder', () => {
  it('refuses a second embedded database on the folder until the first is closed', async () => {
    const dataDir = tempFolder();
    const first = await openAppDatabase({ url: undefined, dataDir });
    await expect(openAppDatabase({ url: undefined, dataDir })).rejects.toThrow(
      `Another Motus server (process ${process.pid}) is using the data folder ${dataDir}`,
    );
    await first.close();
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    const second = await openAppDatabase({ url: undefined, dataDir });
    await second.close();
  });

  it('takes over the lock a process that no longer runs left behind', async () => {
    const dataDir = tempFolder();
    writeFileSync(join(dataDir, LOCK_FILE), `${deadPid()}\nleft-behind\n`);
    const handle = await openAppDatabase({ url: undefined, dataDir });
    expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').split('\n')[0]).toBe(String(process.pid));
    await handle.close();
  });

  it('refuses while another running process holds the lock', () => {
    const dataDir = tempFolder();
    writeFileSync(join(dataDir, LOCK_FILE), `${process.ppid}\nheld-by-the-parent\n`);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8')).toBe(`${process.ppid}\nheld-by-the-parent\n`);
  });

  it('takes over a lock with this process id that this process does not hold (a restarted container)', () => {
    const dataDir = tempFolder();
    writeFileSync(join(dataDir, LOCK_FILE), `${process.pid}\nan-earlier-run\n`);
    const release = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    release();
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  });

  it('leaves in-memory databases alone', async () => {
    const dataDir = tempFolder();
    const handle = await openAppDatabase({ url: 'memory://', dataDir });
    await handle.close();
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  });
});
