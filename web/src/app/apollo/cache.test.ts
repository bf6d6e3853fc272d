import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, isInterfaceType } from 'graphql';
import { gql } from '@apollo/client';
import { POSSIBLE_TYPES, createCache } from './cache';

const SCHEMA_DIR = join(__dirname, '../../../../schema/graphql');

/** Every interface of the schema files with its implementing types, read with graphql-js. */
function interfacesOfTheSchema(): Record<string, string[]> {
  const sdl = readdirSync(SCHEMA_DIR)
    .filter((file) => file.endsWith('.graphql'))
    .map((file) => readFileSync(join(SCHEMA_DIR, file), 'utf8'))
    .join('\n');
  const schema = buildSchema(sdl);
  const found: Record<string, string[]> = {};
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isInterfaceType(type) || type.name.startsWith('__')) continue;
    found[type.name] = schema
      .getPossibleTypes(type)
      .map((object) => object.name)
      .sort();
  }
  return found;
}

describe('the cache knows the schema interfaces', () => {
  it('lists every interface with exactly the types that implement it', () => {
    const listed = Object.fromEntries(
      Object.entries(POSSIBLE_TYPES).map(([name, types]) => [name, [...types].sort()]),
    );
    expect(listed).toEqual(interfacesOfTheSchema());
  });

  it('reads a project through a fragment on BudgetEntity', () => {
    const cache = createCache();
    const fragment = gql`
      fragment CacheTestBudgetEntity on BudgetEntity {
        id
        name
      }
    `;
    cache.writeFragment({
      fragment,
      id: 'Project:7',
      data: { __typename: 'Project', id: '7', name: 'Laptop Refresh' },
    });
    expect(cache.readFragment({ fragment, id: 'Project:7' })).toEqual({
      __typename: 'Project',
      id: '7',
      name: 'Laptop Refresh',
    });
  });
});
