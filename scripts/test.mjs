// `npm test`: every check a change must pass, in the order that fails fastest.
//
// The machines have two cores, and most steps keep only one of them busy (the packages' tests run
// one file at a time: each starts servers and databases of its own). So after codegen the steps
// run in two lanes side by side, whose members do not depend on each other: the server side's
// checks, and the web's checks and build. The browser journeys come last, on the build. A lane's
// output is printed step by step as each step ends, so the two never interleave; the first failure
// stops the other lane.
// `node scripts/test.mjs rest-api web`: only those steps (in their lanes).
import { spawn } from 'node:child_process';

const step = (name, args) => ({ name, command: 'npm', args });

const phases = [
  [[step('codegen', ['run', 'codegen'])]],
  [
    [
      step('typecheck', ['run', 'typecheck']),
      step('schema', ['test', '-w', 'schema']),
      step('dev-idp', ['test', '-w', 'dev-idp']),
      step('rest-api', ['test', '-w', 'rest-api']),
      step('bff', ['test', '-w', 'bff']),
    ],
    [
      step('lint', ['run', 'lint']),
      step('web', ['test', '-w', 'web']),
      step('build', ['run', 'build']),
      // The first page's JavaScript against its size budget; no source maps in the build.
      step('budget', ['run', 'budget', '-w', 'web']),
    ],
  ],
  [[step('e2e', ['test', '-w', 'e2e'])]],
];

const only = process.argv.slice(2);
const selected = (lane) => lane.filter(({ name }) => only.length === 0 || only.includes(name));
const timings = [];
const running = new Set();
let failed = false;

/** Runs one step; its output goes straight through when it runs alone, else after it ends. */
function run({ name, command, args }, alone) {
  const started = Date.now();
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
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (!alone) {
        console.log(header);
        process.stdout.write(Buffer.concat(output));
      }
      if (signal && failed) {
        console.log(`=== ${name} stopped: another step failed`);
      } else {
        timings.push(`${name} ${seconds}s`);
      }
      resolve(code === 0 ? 'passed' : { name, seconds });
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

async function runLane(lane, alone) {
  for (const entry of lane) {
    if (failed) return null;
    const outcome = await run(entry, alone);
    if (outcome !== 'passed') {
      if (!failed) {
        failed = true;
        stopAll();
      }
      return outcome;
    }
  }
  return null;
}

for (const phase of phases) {
  const lanes = phase.map(selected).filter((lane) => lane.length > 0);
  const outcomes = await Promise.all(lanes.map((lane) => runLane(lane, lanes.length === 1)));
  const failure = outcomes.find(Boolean);
  if (failure) {
    console.error(`\n=== ${failure.name} failed after ${failure.seconds}s (${timings.join(', ')})`);
    process.exit(1);
  }
}
console.log(`\n=== all checks passed (${timings.join(', ')})`);
