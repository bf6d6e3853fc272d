// Cache updates shared by the create hooks. A new product, project or application joins the
// plain (argument-free, hence name-sorted) list of its parent in place, so open selects and cards
// show it at once; filtered or differently sorted variants of that list and the user's ownership
// cannot be patched correctly here, so they are dropped and refetched by whoever shows them.
import type { ApolloCache, Reference } from '@apollo/client';

/** A normalised cache object, named by its type and id (the generated types leave __typename out). */
export interface CacheEntity {
  __typename: 'ProductFamily' | 'Product' | 'Project' | 'Application';
  id: string;
}

const cacheId = (cache: ApolloCache, entity: CacheEntity) =>
  cache.identify({ __typename: entity.__typename, id: entity.id });

/**
 * Puts `child` into `parent.<fieldName>` (sorted by name, case-insensitively, as the server sorts
 * by default) and drops every argument variant of that field and of the root field of that name.
 */
export function addToParentList(
  cache: ApolloCache,
  parent: CacheEntity,
  fieldName: string,
  child: CacheEntity,
): void {
  cache.modify({
    id: cacheId(cache, parent),
    fields: {
      [fieldName]: (
        existing: readonly Reference[] | undefined,
        { storeFieldName, DELETE, readField, toReference },
      ) => {
        if (storeFieldName !== fieldName || !existing) return DELETE;
        const added = toReference({ __typename: child.__typename, id: child.id });
        if (!added || existing.some((item) => readField('id', item) === child.id)) return existing;
        const name = String(readField('name', added) ?? '');
        const at = existing.findIndex(
          (item) =>
            String(readField('name', item) ?? '').localeCompare(name, undefined, {
              sensitivity: 'base',
            }) > 0,
        );
        return at < 0
          ? [...existing, added]
          : [...existing.slice(0, at), added, ...existing.slice(at)];
      },
    },
  });
  cache.modify({
    fields: {
      [fieldName]: (_value, { DELETE }) => DELETE,
      myOwnership: (_value, { DELETE }) => DELETE,
    },
  });
}

/**
 * The server refused because the parent's available budget was lower than this page knew: forget
 * it so every query showing it fetches the current value.
 */
export function forgetAvailableBudget(cache: ApolloCache, parent: CacheEntity): void {
  cache.evict({ id: cacheId(cache, parent), fieldName: 'availableBudget' });
}
