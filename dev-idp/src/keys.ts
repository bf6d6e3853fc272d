// The provider's RS256 signing key. Generated at start; when a file is given it is kept there, so
// access tokens issued before a restart still verify against the JWKS after it.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

export interface SigningKeys {
  keys: JWK[];
}

async function generate(): Promise<SigningKeys> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  return {
    keys: [{ ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' }],
  };
}

function isSigningKeys(value: unknown): value is SigningKeys {
  const keys = (value as SigningKeys | null)?.keys;
  return Array.isArray(keys) && keys.length > 0 && keys.every((key) => key.kty === 'RSA' && key.d);
}

export async function loadSigningKeys(file?: string): Promise<SigningKeys> {
  if (!file) return generate();
  try {
    const stored: unknown = JSON.parse(await readFile(file, 'utf8'));
    if (isSigningKeys(stored)) return stored;
    throw new Error(
      `${file} does not hold RSA private keys; delete it to have a new key generated`,
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const fresh = await generate();
  await mkdir(dirname(file), { recursive: true });
  // Written aside and renamed so that a crash never leaves half a key behind.
  const partial = `${file}.${process.pid}.tmp`;
  await writeFile(partial, JSON.stringify(fresh, null, 2), { mode: 0o600 });
  await rename(partial, file);
  return fresh;
}
