// DataLoader helpers. Every loader lives for one GraphQL request (created in the context), so a
// resource is fetched at most once per request however many fields ask for it.
import DataLoader from 'dataloader';

export type ResourceLoader<T> = DataLoader<'all', T>;

/** A whole REST resource (a list or a document) read with one call per request. */
export function resourceLoader<T>(load: () => Promise<T>): ResourceLoader<T> {
  return new DataLoader<'all', T>(async (keys) => {
    const value = await load();
    return keys.map(() => value);
  });
}
