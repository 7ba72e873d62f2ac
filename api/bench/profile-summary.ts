/**
 * Summarises a .cpuprofile written by `profile-read.ts`: self and inclusive time per function, in µs a request when
 * given the number of requests profiled. `npx tsx bench/profile-summary.ts FILE [REQUESTS]` (TOP=n rows, default 60).
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

const [file = '', requestsArg = '0'] = process.argv.slice(2);
const requests = Number(requestsArg);
const top = Number(process.env.TOP ?? 60);
const profile = JSON.parse(readFileSync(file, 'utf8')) as {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
};
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
const label = (node: ProfileNode) =>
  `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.replace(/.*node_modules\//, '').replace(/.*\/api\//, 'api/')}`;

const self = new Map<string, number>();
const inclusive = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, i) => {
  const time = profile.timeDeltas[i] ?? 0;
  const node = byId.get(id);
  if (!node) return;
  total += time;
  self.set(label(node), (self.get(label(node)) ?? 0) + time);
  const seen = new Set<string>();
  for (let current: number | undefined = id; current !== undefined; current = parent.get(current)) {
    const frame = byId.get(current);
    if (!frame || seen.has(label(frame))) continue;
    seen.add(label(frame));
    inclusive.set(label(frame), (inclusive.get(label(frame)) ?? 0) + time);
  }
});
const unit = (time: number) =>
  requests > 0 ? `${(time / requests).toFixed(2)} µs/req` : `${(time / 1000).toFixed(0)} ms`;
const rows = (map: Map<string, number>) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, time]) => `${unit(time).padStart(16)}  ${name}`)
    .join('\n');
process.stdout.write(`total ${unit(total)}\n--- self\n${rows(self)}\n--- inclusive\n${rows(inclusive)}\n`);
