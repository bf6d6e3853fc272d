// `npm run seed:large [-- --scale 10]` (or SCALE=10; 1 by default): fills the database of the normal configuration —
// DATABASE_URL, else the PGlite directory `npm start` uses — with the large organisation. It
// migrates first and seeds the demo organisation as a first start would (SEED_DEMO_DATA), and
// refuses politely when a large data set is there already. Stop the app first when it runs on
// PGlite: one PGlite directory serves one process.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../database.ts';
import { migrateToLatest } from '../migrations/index.ts';
import { seedOnFirstStart } from './index.ts';
import { hasLargeSeed, seedLarge } from './large.ts';

// The argument wins over the environment variable (kept for the scripts that set it).
const { values: args } = parseArgs({ options: { scale: { type: 'string' } } });
const scaleText = args.scale ?? process.env.SCALE ?? '1';
const scale = Number(scaleText);
if (!(scale > 0) || !Number.isFinite(scale)) {
  console.error(`--scale (or SCALE) must be a number above 0, got '${scaleText}'`);
  process.exit(2);
}
const config = loadConfig();
const where = config.databaseUrl
  ? `PostgreSQL (${new URL(config.databaseUrl).host}${new URL(config.databaseUrl).pathname})`
  : `PGlite in ${join(config.dataDir, 'pglite')}`;
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: join(config.dataDir, 'pglite') },
);
try {
  await migrateToLatest(database.db);
  const today = new Date();
  if (await seedOnFirstStart(database.db, { seed: config.seedDemoData, today })) {
    console.log('Seeded the demo organisation (first start of this database).');
  }
  if (await hasLargeSeed(database.db)) {
    console.log(`${where} already holds a large data set: nothing to do.`);
  } else {
    console.log(`Generating the large data set (scale ${scale}) in ${where}…`);
    const started = performance.now();
    const counts = await seedLarge(database.db, {
      scale,
      today,
      onStep: (step, seconds) => console.log(`  ${step}: ${seconds.toFixed(1)} s`),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    for (const [what, count] of Object.entries(counts)) {
      console.log(`  ${what.padEnd(13)} ${count.toLocaleString('en')}`);
    }
    console.log(`Done in ${seconds} s.`);
  }
} finally {
  await database.close();
}
