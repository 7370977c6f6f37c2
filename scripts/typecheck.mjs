#!/usr/bin/env node
// `npm run typecheck`: every workspace's `typecheck` script at once instead of one after the other. Each tsc runs on one
// core, so on a two-core machine this halves the layer's time; the command fails when any workspace fails.
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';

const { workspaces } = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8'));

async function hasTypecheck(workspace) {
  const manifest = JSON.parse(await readFile(new URL(`../${workspace}/package.json`, import.meta.url), 'utf8'));
  return Boolean(manifest.scripts?.typecheck);
}

function typecheck(workspace) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'typecheck', '-w', workspace], { stdio: 'inherit' });
    child.on('close', (code) => resolve({ workspace, code: code ?? 1 }));
  });
}

const checked = [];
for (const workspace of workspaces) if (await hasTypecheck(workspace)) checked.push(workspace);
const failed = (await Promise.all(checked.map(typecheck))).filter((result) => result.code !== 0);
for (const { workspace } of failed) console.error(`typecheck failed in ${workspace}`);
process.exitCode = failed.length > 0 ? 1 : 0;
