// `npm test`: every check a change must pass, in the order that fails fastest.
import { spawnSync } from 'node:child_process';

const steps = [
  ['codegen', 'npm', ['run', 'codegen']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['schema', 'npm', ['test', '-w', 'schema']],
  ['dev-idp', 'npm', ['test', '-w', 'dev-idp']],
  ['rest-api', 'npm', ['test', '-w', 'rest-api']],
  ['bff', 'npm', ['test', '-w', 'bff']],
  ['web', 'npm', ['test', '-w', 'web']],
  ['build', 'npm', ['run', 'build']],
  // The first page's JavaScript against its size budget; no source maps in the build.
  ['budget', 'npm', ['run', 'budget', '-w', 'web']],
  ['e2e', 'npm', ['test', '-w', 'e2e']],
];

const only = process.argv.slice(2);
const timings = [];
for (const [name, command, args] of steps) {
  if (only.length > 0 && !only.includes(name)) continue;
  const started = Date.now();
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', shell: false });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${name} ${seconds}s`);
  if (result.status !== 0) {
    console.error(`\n=== ${name} failed after ${seconds}s (${timings.join(', ')})`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\n=== all checks passed (${timings.join(', ')})`);
