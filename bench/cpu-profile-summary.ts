/**
 * Self time of a V8 CPU profile (`node --cpu-prof`) per function and per package or source folder, largest first: where
 * a benchmark's time went.
 *
 *   npx tsx bench/cpu-profile-summary.ts CPU.….cpuprofile [-- --top 25]
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '25' } },
});
const top = Number(values.top);

/** node_modules/<package>, a folder of the repository, or what V8 names it (program, garbage collector, idle). */
function areaOf(url: string): string {
  if (!url) return '(native)';
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage?.[1]) return inPackage[1];
  const inRepo = /\/(apps\/server\/src\/[^/]+(?:\/[^/]+)?|packages\/[^/]+|bench)\//.exec(url);
  if (inRepo?.[1]) return inRepo[1];
  return url.startsWith('node:') ? 'node:internal' : url.replace(/^file:\/\//, '');
}

function addTo(totals: Map<string, number>, key: string, micros: number): void {
  totals.set(key, (totals.get(key) ?? 0) + micros);
}

function printTop(title: string, totals: Map<string, number>, all: number): void {
  console.log(`\n${title}`);
  for (const [name, micros] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(
      `${((micros / all) * 100).toFixed(1).padStart(5)}%  ${(micros / 1000).toFixed(0).padStart(7)} ms  ${name}`,
    );
  }
}

for (const file of positionals) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFunction = new Map<string, number>();
  const byArea = new Map<string, number>();
  let all = 0;
  profile.samples.forEach((id, index) => {
    const frame = nodes.get(id)?.callFrame;
    const micros = profile.timeDeltas[index] ?? 0;
    if (!frame) return;
    all += micros;
    const area = areaOf(frame.url);
    addTo(byArea, area, micros);
    addTo(byFunction, `${frame.functionName || '(anonymous)'}  ${area}:${frame.lineNumber + 1}`, micros);
  });
  console.log(`${file}: ${(all / 1000).toFixed(0)} ms sampled`);
  printTop('self time per package or folder', byArea, all);
  printTop('self time per function', byFunction, all);
}
