import { filterInput, hasFilters, overviewSearch, parseOverviewSearch } from './overviewLocation';

const parse = (search: string) => parseOverviewSearch(new URLSearchParams(search));

describe('overview location in the URL query', () => {
  it('reads each level from the query', () => {
    expect(parse('').level).toEqual({ kind: 'families' });
    expect(parse('?family=3').level).toEqual({ kind: 'products', familyId: '3' });
    expect(parse('?family=3&product=12').level).toEqual({
      kind: 'entities',
      familyId: '3',
      productId: '12',
    });
    expect(parse('?product=12').level).toEqual({
      kind: 'entities',
      familyId: null,
      productId: '12',
    });
    expect(parse('?level=all').level).toEqual({ kind: 'fullOverview' });
  });

  it('writes a location back to the same query, keeping the filters at every level', () => {
    const filters = { PRODUCT_FAMILY: '3', OWNER: 'alice' } as const;
    const search = overviewSearch({
      level: { kind: 'entities', familyId: '3', productId: '12' },
      filters,
    });
    expect(search).toBe('?family=3&product=12&filterFamily=3&filterOwner=alice');
    expect(parse(search)).toEqual({
      level: { kind: 'entities', familyId: '3', productId: '12' },
      filters,
    });
    expect(overviewSearch({ level: { kind: 'families' }, filters: {} })).toBe('');
  });

  it('turns the chosen filters into the GraphQL filter input, and nothing into none', () => {
    const { filters } = parse('?filterFamily=3&filterProduct=12&filterOwner=alice&filterRegion=2');
    expect(filterInput(filters)).toEqual({
      productFamilyId: '3',
      productId: '12',
      owner: 'alice',
      regionId: '2',
    });
    expect(hasFilters(filters)).toBe(true);
    expect(filterInput(parse('?filterOwner=').filters)).toEqual({});
    expect(hasFilters(parse('?level=all').filters)).toBe(false);
  });
});
