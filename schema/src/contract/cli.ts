// `npm run schema:check -w schema` compares the SDL with the snapshot (exit 1 on a breaking change);
// `npm run schema:accept -w schema` records today's SDL as the snapshot. Optional second argument:
// another snapshot file (used by the test that proves a break fails).
import { loadTypeDefs } from '../sdl.ts';
import {
  SNAPSHOT_PATH,
  compareContract,
  readSnapshot,
  reportOf,
  writeSnapshot,
} from './changes.ts';

const [mode, snapshotPath = SNAPSHOT_PATH] = process.argv.slice(2);

if (mode === 'accept') {
  writeSnapshot(snapshotPath);
  console.log(`Recorded the GraphQL contract in ${snapshotPath}.`);
} else if (mode === 'check') {
  const { ok, text } = reportOf(compareContract(readSnapshot(snapshotPath), loadTypeDefs()));
  if (text) console[ok ? 'log' : 'error'](text);
  else console.log('The GraphQL contract matches schema/snapshot.graphql.');
  process.exitCode = ok ? 0 : 1;
} else {
  console.error('usage: cli.ts check|accept [snapshot file]');
  process.exitCode = 2;
}
