// A cost unit with one allocated product as the GraphQL API returns it, for this feature's tests.
export const allocation = {
  __typename: 'CostUnitAllocation' as const,
  id: '1:3',
  costUnitId: '1',
  productId: '3',
  productName: 'Service Desk',
  imageId: null,
  fraction: '0.5000',
  percent: 50,
  productPercent: 70,
  unallocatedPercent: 30,
  productBudget: '2000.00',
  productForecast: '1000.00',
  productActuals: '500.00',
  budget: '1000.00',
  forecast: '500.00',
  actuals: '250.00',
};

export const unit = {
  __typename: 'CostUnit' as const,
  id: '1',
  name: 'CU Corporate IT',
  manager: 'controller',
  status: 'ACTIVE' as const,
  statusDate: '2026-01-01',
  budget: '1000.00',
  forecast: '500.00',
  actuals: '250.00',
  allocations: [allocation],
};
