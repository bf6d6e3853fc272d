// The GraphQL contract as one string, read from the per-domain SDL files.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const sdlDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'graphql');

export function loadTypeDefs(): string {
  return readdirSync(sdlDir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(join(sdlDir, file), 'utf8'))
    .join('\n');
}
