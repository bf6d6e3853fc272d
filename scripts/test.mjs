// `npm test`: every check a change must pass.
//
// The machines have two cores. The packages' tests and checks keep about one core busy each (they
// run one file at a time: each starts servers and databases of its own), so they run two at a time
// from one queue: a step starts as soon as a slot is free and the steps it needs have passed, the
// longest first. The browser journeys (Chromium, the bff, the REST API and a database at once) need
// both cores: run beside the web's tests, both took 2.3 times as long (web 353 → 837 s, e2e 284 →
// over 812 s, measured in one clean-clone run), so they run alone, last — two journey files at a
// time (e2e/package.json; each file's stack on free ports). The gain is small and uncertain: each
// file takes about twice as long beside another (open requests 114 → 251 s); the step took 678 s
// and 823 s (the latter with a journey failing after a 30 s wait) in two clean-clone runs, against
// 769 s one file at a time at the stop before, with fewer journey steps. A step's output is printed
// when it ends, so two never interleave; the first failure stops the rest.
// `node scripts/test.mjs rest-api web`: only those steps (what they need is assumed done).
import { spawn } from 'node:child_process';

const SLOTS = Number(process.env.TEST_SLOTS ?? 2);

/** In priority order: of the steps ready to start, the first listed starts first. */
const steps = [
  step('codegen', ['run', 'codegen']),
  // The web's tests are the longest step: first, while the other slot takes the rest.
  step('web', ['test', '-w', 'web'], ['codegen']),
  step('rest-api', ['test', '-w', 'rest-api'], ['codegen']),
  step('bff', ['test', '-w', 'bff'], ['codegen']),
  step('typecheck', ['run', 'typecheck'], ['codegen']),
  step('lint', ['run', 'lint'], ['codegen']),
  step('build', ['run', 'build'], ['codegen']),
  step('schema', ['test', '-w', 'schema'], ['codegen']),
  step('dev-idp', ['test', '-w', 'dev-idp'], ['codegen']),
  // The first page's JavaScript against its size budget; no source maps in the build.
  step('budget', ['run', 'budget', '-w', 'web'], ['build']),
];
// The journeys run alone, after every other step (see above).
steps.push(
  step(
    'e2e',
    ['test', '-w', 'e2e'],
    steps.map(({ name }) => name),
  ),
);

function step(name, args, needs = []) {
  return { name, command: 'npm', args, needs };
}

const only = process.argv.slice(2);
const selected = steps.filter(({ name }) => only.length === 0 || only.includes(name));
const names = new Set(selected.map(({ name }) => name));
for (const wanted of only) {
  if (!steps.some(({ name }) => name === wanted)) {
    console.error(`No step '${wanted}'; the steps: ${steps.map(({ name }) => name).join(', ')}`);
    process.exit(2);
  }
}
const timings = [];
const running = new Set();
const passed = new Set();
let failed = false;
const started = Date.now();

/** Runs one step; its output goes straight through when it is the only step, else after it ends. */
function run({ name, command, args }, alone) {
  const stepStarted = Date.now();
  const header = `\n=== ${name}: ${command} ${args.join(' ')}`;
  if (alone) console.log(header);
  // Its own process group, so that stopping it stops the servers and browsers its tests started.
  const child = spawn(command, args, {
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running.add(child);
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      running.delete(child);
      const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
      if (!alone) {
        const at = ((Date.now() - started) / 1000).toFixed(0);
        console.log(`${header}  (${seconds}s, ended at ${at}s)`);
        process.stdout.write(Buffer.concat(output));
      }
      if (signal && failed) {
        console.log(`=== ${name} stopped: another step failed`);
      } else {
        timings.push(`${name} ${seconds}s`);
      }
      resolve(code === 0 ? null : { name, seconds });
    });
  });
}

function stopAll() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

// The steps run in process groups of their own, which a Ctrl-C at the terminal does not reach.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    failed = true;
    stopAll();
    process.exit(130);
  });
}

/** A step may start once every step it needs (of those selected) has passed. */
const ready = (candidate) => candidate.needs.every((need) => !names.has(need) || passed.has(need));

const waiting = [...selected];
const inFlight = new Map();
let failure = null;
while ((waiting.length > 0 || inFlight.size > 0) && !failure) {
  while (inFlight.size < SLOTS && !failed) {
    const next = waiting.find(ready);
    if (!next) break;
    waiting.splice(waiting.indexOf(next), 1);
    inFlight.set(
      next.name,
      run(next, selected.length === 1).then((outcome) => ({ name: next.name, outcome })),
    );
  }
  if (inFlight.size === 0) break;
  const { name, outcome } = await Promise.race(inFlight.values());
  inFlight.delete(name);
  if (outcome) {
    failure = outcome;
    failed = true;
    stopAll();
    await Promise.all(inFlight.values());
  } else {
    passed.add(name);
  }
}
const total = ((Date.now() - started) / 1000).toFixed(0);
if (failure) {
  console.error(`\n=== ${failure.name} failed after ${failure.seconds}s (${timings.join(', ')})`);
  process.exit(1);
}
console.log(`\n=== all checks passed in ${total}s (${timings.join(', ')})`);
