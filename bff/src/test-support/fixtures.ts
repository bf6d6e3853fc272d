// FOR TESTS: configuration files for the rest-api and the GraphQL documents the tests share.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A configuration file path in a fresh folder; written only when `contents` is given. */
export async function configFile(contents?: Record<string, unknown> | string): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'bff-config-')), 'configuration.json');
  if (contents !== undefined) {
    await writeFile(path, typeof contents === 'string' ? contents : JSON.stringify(contents));
  }
  return path;
}

export const FAMILY_FIELDS =
  'id name owner year budget budgetLimit target forecast actuals availableBudget';

export const REGISTER =
  'mutation { registerCurrentUser { user { id username } errors { message } } }';

export const CREATE_FAMILY = `
  mutation Create($input: CreateProductFamilyInput!) {
    createProductFamily(input: $input) {
      productFamily { ${FAMILY_FIELDS} }
      errors { field message code }
    }
  }`;
