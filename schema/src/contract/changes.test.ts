import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { buildSchema } from 'graphql';
import { loadTypeDefs } from '../sdl.ts';
import { compareContract, printContract, readSnapshot, reportOf } from './changes.ts';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
const cli = join(import.meta.dirname, 'cli.ts');

describe('the GraphQL contract against schema/snapshot.graphql', () => {
  it('has no breaking change (accept a deliberate one with npm run schema:accept -w schema)', (t) => {
    const { ok, text } = reportOf(compareContract(readSnapshot(), loadTypeDefs()));
    if (text) t.diagnostic(text);
    assert.ok(ok, text);
  });

  it('has a schema description for integrators', () => {
    assert.match(buildSchema(loadTypeDefs()).description ?? '', /extensions\.code/);
  });
});

describe('the breaking-change check', () => {
  it('names removed fields, changed types and new required arguments as breaking', () => {
    const changes = compareContract(fixture('before.graphql'), fixture('after-breaking.graphql'));
    assert.deepEqual(changes.breaking.map((change) => change.description).sort(), [
      'A required arg year on Query.order was added.',
      'Order.amount was removed.',
      'Order.status changed type from OrderStatus! to String!.',
    ]);
    assert.deepEqual(
      changes.dangerous.map((change) => change.description),
      ['CANCELLED was added to enum type OrderStatus.'],
    );
    const report = reportOf(changes);
    assert.equal(report.ok, false);
    assert.match(report.text, /npm run schema:accept -w schema/);
  });

  it('treats additions as safe but reports the snapshot as behind', () => {
    const changes = compareContract(
      fixture('before.graphql'),
      fixture('before.graphql') + '\n"New."\ntype Extra { "New." a: Int }\n',
    );
    assert.deepEqual(changes.breaking, []);
    assert.equal(changes.snapshotOutdated, true);
    assert.equal(reportOf(changes).ok, true);
  });

  it('fails the check command when the snapshot promises a field the SDL removed', () => {
    const snapshot = join(mkdtempSync(join(tmpdir(), 'contract-')), 'snapshot.graphql');
    writeFileSync(
      snapshot,
      printContract(loadTypeDefs() + '\n' + fixture('removed-field.graphql')),
    );
    const run = spawnSync(process.execPath, ['--import', 'tsx', cli, 'check', snapshot], {
      encoding: 'utf8',
    });
    assert.equal(run.status, 1, run.stdout + run.stderr);
    assert.match(run.stderr, /FIELD_REMOVED: Query\.legacyBudgetTotal was removed\./);
  });

  it('passes the check command against a snapshot of today', () => {
    const snapshot = join(mkdtempSync(join(tmpdir(), 'contract-')), 'snapshot.graphql');
    writeFileSync(snapshot, printContract());
    const run = spawnSync(process.execPath, ['--import', 'tsx', cli, 'check', snapshot], {
      encoding: 'utf8',
    });
    assert.equal(run.status, 0, run.stdout + run.stderr);
    assert.match(run.stdout, /matches/);
  });
});
