import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface StartedServer {
  url: string;
  /** Milliseconds from the spawn to the first 200 from /healthz. */
  startMs: number;
  stop: () => Promise<void>;
}

/** A port nobody listens on now, for a benchmark that has none given. */
export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function answersHealth(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/healthz`)).status === 200;
  } catch {
    return false;
  }
}

/** Ends the command and whatever it started (npm and tsx start node as a child): the whole process group. */
async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = once(child, 'exit');
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}

/**
 * The benchmark's environment without NODE_ENV, which Vite sets to production when a benchmark builds in its own
 * process: the server would then refuse to start without production secrets (and `npm start` would build again).
 */
function inheritedEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV'));
}

/** Runs a start command in the repository with the given environment and waits until /healthz answers. */
export async function startServer(
  command: string[],
  env: Record<string, string>,
  port: number,
): Promise<StartedServer> {
  const url = `http://127.0.0.1:${port}`;
  const [program = 'node', ...args] = command;
  const started = performance.now();
  const child = spawn(program, args, {
    cwd: repoRoot,
    env: { ...inheritedEnv(), HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  while (!(await answersHealth(url))) {
    if (child.exitCode !== null) throw new Error(`${command.join(' ')} exited with ${child.exitCode}`);
    await new Promise((done) => setTimeout(done, 50));
  }
  const stop = async () => {
    await stopGroup(child);
    // npm exits before the server it started has closed its port.
    while (await answersHealth(url)) await new Promise((done) => setTimeout(done, 50));
  };
  return { url, startMs: performance.now() - started, stop };
}
