// node --import tsx bench/profile-summary.ts <file.cpuprofile> [rows] — where a service's CPU
// went, from a profile saved by BENCH_CPU_PROF: self time by package and by function, and
// inclusive time by function (a function's own time plus that of everything it called), each as
// a share of the busy time (idle excluded). Samples before the first GraphQL request (start-up:
// module loading and compiling) are left out, so the shares are those of serving requests.
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

/** The first request's entry point: samples before it are start-up. */
const FIRST_REQUEST_FRAME = 'processGraphQLRequest';

/** The package of a script (node_modules/<package>), a node: module, or the bff's own file. */
function packageOf(url: string): string {
  if (!url) return '(native)';
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage) return inPackage[1]!;
  if (url.startsWith('node:')) return url;
  const own = /\/bff\/(src\/.*)$/.exec(url);
  return own ? own[1]! : url.replace(/^file:\/\//, '');
}

const nameOf = ({ callFrame }: ProfileNode) =>
  `${callFrame.functionName || '(anonymous)'} ${packageOf(callFrame.url)}:${callFrame.lineNumber + 1}`;

const [file, rowsArgument] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [rows]');
const rows = Number(rowsArgument ?? 30);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parentOf.set(child, node.id);

function* stackOf(id: number): Generator<ProfileNode> {
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at))
    yield nodes.get(at)!;
}

const firstRequest = profile.samples.findIndex((id) =>
  [...stackOf(id)].some((node) => node.callFrame.functionName === FIRST_REQUEST_FRAME),
);
const selfByPackage = new Map<string, number>();
const selfByFunction = new Map<string, number>();
const inclusive = new Map<string, number>();
const add = (map: Map<string, number>, key: string, time: number) =>
  map.set(key, (map.get(key) ?? 0) + time);
let busy = 0;
let idle = 0;
for (let i = Math.max(0, firstRequest); i < profile.samples.length; i++) {
  const time = profile.timeDeltas[i + 1] ?? 0;
  const node = nodes.get(profile.samples[i]!)!;
  if (node.callFrame.functionName === '(idle)') {
    idle += time;
    continue;
  }
  busy += time;
  add(selfByPackage, packageOf(node.callFrame.url), time);
  add(selfByFunction, nameOf(node), time);
  // A recursive function counts once per sample.
  for (const name of new Set([...stackOf(node.id)].map(nameOf))) add(inclusive, name, time);
}

function print(title: string, times: Map<string, number>) {
  console.log(`\n== ${title}`);
  const sorted = [...times].sort((a, b) => b[1] - a[1]).slice(0, rows);
  for (const [key, time] of sorted) {
    const share = `${((100 * time) / busy).toFixed(1)} %`.padStart(7);
    console.log(`${share} ${`${(time / 1000).toFixed(0)} ms`.padStart(9)}  ${key}`);
  }
}

console.log(
  `${file}: busy ${(busy / 1e6).toFixed(2)} s, idle ${(idle / 1e6).toFixed(2)} s ` +
    '(from the first request on)',
);
print('self time by package', selfByPackage);
print('self time by function', selfByFunction);
print('inclusive time by function', inclusive);
