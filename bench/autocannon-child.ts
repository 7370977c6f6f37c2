import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import type autocannon from 'autocannon';

export interface Load {
  seconds: number;
  connections: number;
  headers: Record<string, string>;
}

const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/**
 * Runs autocannon in a process of its own, so the load generator does not share the measured server's event loop, and
 * returns its result.
 */
export async function measureInChild(url: string, load: Load): Promise<autocannon.Result> {
  const headerArgs = Object.entries(load.headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const args = ['-j', '-c', String(load.connections), '-d', String(load.seconds), ...headerArgs, url];
  const child = spawn(process.execPath, [autocannonCli, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let errors = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    errors += chunk;
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (code !== 0) throw new Error(`autocannon exited with ${code}: ${errors.trim()}`);
  return JSON.parse(output) as autocannon.Result;
}
