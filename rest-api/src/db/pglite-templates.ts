// PGlite data directories for tests, made once and reused: opening a dumped data dir is several
// times faster than initdb plus every migration (plus the seed). Kept in memory per process and
// in the OS temp folder across processes, keyed by a hash of everything that shapes them.
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_REALM_FILE } from '@cost-steering/dev-idp/realm';
import { isoDay } from '../context.ts';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrations/index.ts';
import { seedOnFirstStart } from './seed/index.ts';
import { seedLarge } from './seed/large.ts';

const DIR = join(tmpdir(), 'cost-steering-rest-api');
const STALE_MS = 2 * 24 * 60 * 60 * 1000;
const PGLITE_PACKAGE = new URL('../package.json', import.meta.resolve('@electric-sql/pglite'));

function hashFolder(hash: ReturnType<typeof createHash>, folder: URL) {
  for (const file of readdirSync(folder).sort()) {
    if (file.endsWith('.ts') && !file.endsWith('.test.ts')) {
      hash.update(file).update(readFileSync(new URL(file, folder)));
    }
  }
  return hash;
}

/** Changes whenever the PGlite version or a migration changes. */
function migratedKey(): string {
  const hash = createHash('sha256').update(readFileSync(PGLITE_PACKAGE));
  return hashFolder(hash, new URL('./migrations/', import.meta.url))
    .digest('hex')
    .slice(0, 16);
}

/** Also changes with the seed, the realm's users and the day the seed is relative to. */
function seededKey(day: string): string {
  const hash = createHash('sha256').update(migratedKey()).update(day);
  hash.update(readFileSync(DEFAULT_REALM_FILE));
  return hashFolder(hash, new URL('./seed/', import.meta.url))
    .digest('hex')
    .slice(0, 16);
}

const inMemory = new Map<string, Promise<Blob>>();

function cached(name: string, make: () => Promise<Blob>): Promise<Blob> {
  let blob = inMemory.get(name);
  if (!blob) {
    blob = fromDiskOrMake(name, make);
    blob.catch(() => inMemory.delete(name));
    inMemory.set(name, blob);
  }
  return blob;
}

async function fromDiskOrMake(name: string, make: () => Promise<Blob>): Promise<Blob> {
  const file = join(DIR, `${name}.tgz`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    // Not made yet (or removed meanwhile): make it.
  }
  const blob = await make();
  await mkdir(DIR, { recursive: true });
  // Written beside and renamed: a parallel test process never reads a half-written file.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, Buffer.from(await blob.arrayBuffer()));
  await rename(partial, file);
  await removeStaleTemplates();
  return blob;
}

/** Seeded templates are per day; old ones would pile up. */
async function removeStaleTemplates() {
  for (const file of await readdir(DIR).catch(() => [])) {
    const path = join(DIR, file);
    const info = await stat(path).catch(() => undefined);
    if (info && Date.now() - info.mtimeMs > STALE_MS) await unlink(path).catch(() => {});
  }
}

async function dumpAfter(
  loadDataDir: Blob | undefined,
  prepare: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<unknown>,
) {
  const database = await openDatabase({ kind: 'pglite', ...(loadDataDir ? { loadDataDir } : {}) });
  try {
    await prepare(database.db);
    return await database.dump!();
  } finally {
    await database.close();
  }
}

/** An empty, migrated database. */
export function migratedTemplate(): Promise<Blob> {
  return cached(`pglite-migrated-${migratedKey()}`, () =>
    dumpAfter(undefined, (db) => migrateToLatest(db)),
  );
}

/** A migrated database holding the demo organisation as seeded on `today`. */
export function seededTemplate(today: Date): Promise<Blob> {
  return cached(`pglite-seeded-${seededKey(isoDay(today))}`, async () =>
    dumpAfter(await migratedTemplate(), (db) => seedOnFirstStart(db, { seed: true, today })),
  );
}

/**
 * A migrated database holding the large organisation of `scale` generated on `today` (on top of
 * the demo organisation when `withDemo`): generating scale 1 takes a while, loading it seconds.
 */
export function largeTemplate(scale: number, today: Date, withDemo: boolean): Promise<Blob> {
  const day = isoDay(today);
  const key = createHash('sha256')
    .update(seededKey(day))
    .update(`${scale}:${withDemo}`)
    .digest('hex')
    .slice(0, 16);
  return cached(`pglite-large-${key}`, async () =>
    dumpAfter(withDemo ? await seededTemplate(today) : await migratedTemplate(), (db) =>
      seedLarge(db, { scale, today }),
    ),
  );
}
