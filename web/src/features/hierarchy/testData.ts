// Product families as the GraphQL API returns them, for the tests of this feature.
export function family(id: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ProductFamily' as const,
    id: String(id),
    name: `Family ${id}`,
    owner: 'controller',
    year: 2026,
    budget: '1000.00',
    budgetLimit: '2000.00',
    target: null,
    forecast: '500.00',
    actuals: '100.00',
    availableBudget: '1000.00',
    ...overrides,
  };
}
