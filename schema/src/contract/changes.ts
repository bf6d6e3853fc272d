// The breaking-change guard of the GraphQL contract: the committed snapshot (schema/snapshot.graphql)
// is what clients were promised; graphql-js's findBreakingChanges compares it with the SDL of today.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildSchema,
  findBreakingChanges,
  findDangerousChanges,
  lexicographicSortSchema,
  printSchema,
  type BreakingChange,
  type DangerousChange,
} from 'graphql';
import { loadTypeDefs } from '../sdl.ts';

export const SNAPSHOT_PATH = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'snapshot.graphql',
);

/**
 * The contract printed in a stable form: sorted, so that moving a type between files or adding
 * a domain file only adds lines to the snapshot (easy to review and to merge).
 */
export function printContract(sdl: string = loadTypeDefs()): string {
  return printSchema(lexicographicSortSchema(buildSchema(sdl)));
}

export interface ContractChanges {
  /** Changes that break an existing client (removed field, changed type, new required argument …). */
  breaking: BreakingChange[];
  /** Changes that may change what an existing client sees (new enum value, changed default …). */
  dangerous: DangerousChange[];
  /** True when the snapshot differs from today's contract at all (additions, descriptions too). */
  snapshotOutdated: boolean;
}

export function compareContract(snapshotSdl: string, currentSdl: string): ContractChanges {
  const before = buildSchema(snapshotSdl);
  const after = buildSchema(currentSdl);
  return {
    breaking: findBreakingChanges(before, after),
    dangerous: findDangerousChanges(before, after),
    snapshotOutdated: printContract(snapshotSdl) !== printContract(currentSdl),
  };
}

export const ACCEPT_HINT =
  'If the break is deliberate (every client has been told), accept it with `npm run schema:accept -w schema` and commit schema/snapshot.graphql.';

/** The report a developer reads; `ok` is false only for breaking changes. */
export function reportOf(changes: ContractChanges): { ok: boolean; text: string } {
  const lines: string[] = [];
  if (changes.breaking.length > 0) {
    lines.push(`${changes.breaking.length} breaking change(s) of the GraphQL contract:`);
    for (const change of changes.breaking) lines.push(`  ${change.type}: ${change.description}`);
    lines.push(ACCEPT_HINT);
  }
  if (changes.dangerous.length > 0) {
    lines.push(`${changes.dangerous.length} dangerous change(s) (clients may see new values):`);
    for (const change of changes.dangerous) lines.push(`  ${change.type}: ${change.description}`);
  }
  if (changes.breaking.length === 0 && changes.snapshotOutdated) {
    lines.push(
      'schema/snapshot.graphql is behind the SDL (additions or descriptions only, not breaking): run `npm run schema:accept -w schema` to record them.',
    );
  }
  return { ok: changes.breaking.length === 0, text: lines.join('\n') };
}

export function readSnapshot(path: string = SNAPSHOT_PATH): string {
  return readFileSync(path, 'utf8');
}

export function writeSnapshot(path: string = SNAPSHOT_PATH): void {
  writeFileSync(path, printContract() + '\n');
}
