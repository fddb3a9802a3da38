/**
 * Where the extension host's time went during one batch: a V8 .cpuprofile (hostDriver.ts writes one
 * when the bench is run with CONVERT_FILES_BENCH_PROFILE) summed by where the code comes from
 * (this extension's bundles, VS Code, Node, idle, garbage collection) and by function, self and
 * inclusive. Usage: tsx bench/profileSummary.ts <file.cpuprofile> [rows]
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Where a frame's code comes from. */
export function origin(url: string, name: string): string {
  if (name === '(idle)' || name === '(program)' || name === '(garbage collector)') {
    return name;
  }
  if (/\/extension\/dist\/([^/]+)\.js$/.test(url)) {
    return `extension ${/\/dist\/([^/]+)\.js$/.exec(url)![1]}.js`;
  }
  if (url.startsWith('node:') || url === '') {
    return url === '' ? 'native / V8' : 'node';
  }
  if (url.includes('/lib/vscode/')) {
    return 'VS Code';
  }
  return 'other';
}

/** Milliseconds by origin and by function (self and inclusive). */
export function summarise(profile: Profile): {
  totalMs: number;
  byOrigin: Map<string, number>;
  self: Map<string, number>;
  inclusive: Map<string, number>;
} {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) {
      parent.set(child, node.id);
    }
  }
  const label = (n: ProfileNode): string => {
    const file = n.callFrame.url.slice(n.callFrame.url.lastIndexOf('/') + 1);
    return `${n.callFrame.functionName || '(anonymous)'} ${file}:${n.callFrame.lineNumber + 1}`;
  };
  const byOrigin = new Map<string, number>();
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, ms: number): void => {
    map.set(key, (map.get(key) ?? 0) + ms);
  };
  let totalMs = 0;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    totalMs += ms;
    const node = byId.get(id)!;
    add(byOrigin, origin(node.callFrame.url, node.callFrame.functionName), ms);
    add(self, label(node), ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const key = label(byId.get(at)!);
      if (!seen.has(key)) {
        seen.add(key);
        add(inclusive, key, ms);
      }
    }
  });
  return { totalMs, byOrigin, self, inclusive };
}

function top(map: Map<string, number>, rows: number): [string, number][] {
  return [...map].sort((a, b) => b[1] - a[1]).slice(0, rows);
}

if (require.main === module) {
  const [file, rowsText] = process.argv.slice(2);
  const rows = Number(rowsText ?? 25);
  const { totalMs, byOrigin, self, inclusive } = summarise(JSON.parse(readFileSync(file!, 'utf8')) as Profile);
  const line = ([name, ms]: [string, number]): string =>
    `  ${ms.toFixed(0).padStart(7)} ms ${((ms / totalMs) * 100).toFixed(1).padStart(5)} %  ${name}`;
  console.log(`${file}: ${totalMs.toFixed(0)} ms sampled\nby origin (self time):`);
  top(byOrigin, rows).forEach((r) => console.log(line(r)));
  console.log('by function, self time:');
  top(self, rows).forEach((r) => console.log(line(r)));
  console.log('by function, inclusive (without idle):');
  top(inclusive, rows * 2)
    .filter(([name]) => !name.startsWith('(root)') && !name.startsWith('(idle)'))
    .slice(0, rows)
    .forEach((r) => console.log(line(r)));
}
