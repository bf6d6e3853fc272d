// The operator's configuration file (spec §1) is read on every use rather than cached or watched:
// it is a few hundred bytes, an edit is visible with the next request, and there is no watcher
// state to go stale on editors that replace the file. Missing file → null (clients show
// 'Missing Configuration'); empty file → {} (clients apply the defaults).
import { readFile } from 'node:fs/promises';
import { configurationFlagValue } from '@cost-steering/schema';
import { AppError } from '../http/errors.ts';

export type Configuration = Record<string, unknown>;

export async function readConfiguration(file: string): Promise<Configuration | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AppError(500, 'INTERNAL', `The configuration file is not valid JSON.`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new AppError(500, 'INTERNAL', 'The configuration file must hold a JSON object.');
  }
  return parsed as Configuration;
}

/** A flag of the configuration; absent, or no configuration at all, means `fallback`. */
export async function configurationFlag(
  file: string,
  key: string,
  fallback: boolean,
): Promise<boolean> {
  const configuration = await readConfiguration(file);
  const value = configuration?.[key];
  return configurationFlagValue(value, fallback);
}
