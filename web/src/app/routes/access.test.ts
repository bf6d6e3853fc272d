import { ROLES } from '@cost-steering/schema';
import { DEFAULT_FLAGS } from '../session/configuration';
import { canAccess } from './access';
import { visibleMenu } from './menu';
import { ROUTES } from './routeTable';

const CONTROLLER_ROLES = [
  ROLES.editProductFamily,
  ROLES.editProductHierarchy,
  ROLES.editProjectApplication,
  ROLES.editCostUnit,
  ROLES.viewAllProduct,
  ROLES.managePlatform,
  ROLES.activityLog,
];

function menuFor(roles: string[]) {
  return visibleMenu(ROUTES, { roles, flags: DEFAULT_FLAGS }, 'Budget').map((group) => ({
    group: group.label,
    items: group.items.map((item) => item.label),
  }));
}

describe('access rules', () => {
  const context = { roles: [ROLES.editCostUnit], flags: { ...DEFAULT_FLAGS } };

  it('lets anyone open a route without a rule', () => {
    expect(canAccess(undefined, { roles: [], flags: DEFAULT_FLAGS })).toBe(true);
  });

  it('needs one of the listed roles', () => {
    const rule = { rolesAnyOf: [ROLES.editProductFamily, ROLES.editCostUnit] };
    expect(canAccess(rule, context)).toBe(true);
    expect(canAccess(rule, { ...context, roles: [ROLES.viewProductHierarchy] })).toBe(false);
  });

  it('needs the configuration flag to be on', () => {
    const rule = { rolesAnyOf: [ROLES.editCostUnit], flag: 'costUnitsEnabled' as const };
    expect(canAccess(rule, context)).toBe(true);
    const off = { ...context, flags: { ...DEFAULT_FLAGS, costUnitsEnabled: false } };
    expect(canAccess(rule, off)).toBe(false);
  });

  it('needs a non-empty required query parameter', () => {
    const rule = { requiredQuery: 'unit' };
    expect(canAccess(rule, { ...context, search: new URLSearchParams('unit=Cloud') })).toBe(true);
    expect(canAccess(rule, { ...context, search: new URLSearchParams('unit=') })).toBe(false);
    expect(canAccess(rule, context)).toBe(false);
  });
});

describe('menu per role', () => {
  it('shows a viewer the overview, the request lists and the companies, without Create New', () => {
    expect(menuFor([])).toEqual([
      { group: 'Overviews', items: ['Product Overview', 'Platforms'] },
      { group: 'Requests', items: ['Open Requests', 'Archive'] },
      { group: 'Orders', items: ['Expiration list', 'All orders'] },
      { group: 'Invoices', items: ['Invoice list'] },
      { group: 'Companies', items: ['Companies'] },
      { group: 'Budget Planning', items: ['Overview', 'Proposal', 'Demand'] },
    ]);
  });

  it('shows a controller the hierarchy and company items under Create New', () => {
    expect(menuFor(CONTROLLER_ROLES)).toEqual([
      { group: 'Overviews', items: ['Product Overview', 'Cost Units Overview', 'Platforms'] },
      {
        group: 'Create New',
        items: [
          'Product Family',
          'Product',
          'Project',
          'Application',
          'Company',
          'Contact',
          'Cost Unit',
          'Platform',
        ],
      },
      { group: 'Requests', items: ['Open Requests', 'Archive'] },
      { group: 'Orders', items: ['Expiration list', 'All orders'] },
      { group: 'Invoices', items: ['Invoice list'] },
      { group: 'Companies', items: ['Companies'] },
      { group: 'Budget Planning', items: ['Overview', 'Proposal', 'Demand'] },
    ]);
  });

  it('shows the cost-unit items with edit-cost-unit, the overview only with the flag on', () => {
    expect(menuFor([ROLES.editCostUnit])).toContainEqual({
      group: 'Overviews',
      items: ['Product Overview', 'Cost Units Overview', 'Platforms'],
    });
    const off = visibleMenu(
      ROUTES,
      { roles: [ROLES.editCostUnit], flags: { ...DEFAULT_FLAGS, costUnitsEnabled: false } },
      'Budget',
    ).map((group) => [group.label, group.items.map((item) => item.label)]);
    expect(off).toContainEqual(['Overviews', ['Product Overview', 'Platforms']]);
    expect(off).toContainEqual(['Create New', ['Cost Unit']]);
  });

  it('guards the product allocation by the allocation-view roles and the product query', () => {
    const rule = ROUTES.find((route) => route.path === '/product-cost-unit-allocation')!.access;
    const search = new URLSearchParams('product=7');
    for (const role of [
      ROLES.editProductHierarchy,
      ROLES.viewProductHierarchy,
      ROLES.viewAllProduct,
    ]) {
      expect(canAccess(rule, { roles: [role], flags: DEFAULT_FLAGS, search })).toBe(true);
    }
    expect(canAccess(rule, { roles: [ROLES.editCostUnit], flags: DEFAULT_FLAGS, search })).toBe(
      false,
    );
    expect(canAccess(rule, { roles: [ROLES.viewAllProduct], flags: DEFAULT_FLAGS })).toBe(false);
  });

  it('names the planning group with the configured goal label', () => {
    const groups = visibleMenu(ROUTES, { roles: [], flags: DEFAULT_FLAGS }, 'Finance');
    expect(groups.map((group) => group.label)).toContain('Finance Planning');
  });

  it('shows Product only with edit-product-hierarchy', () => {
    expect(menuFor([ROLES.editProductHierarchy])).toContainEqual({
      group: 'Create New',
      items: ['Product'],
    });
  });

  it('shows Project and Application only with edit-project-application', () => {
    expect(menuFor([ROLES.editProjectApplication])).toContainEqual({
      group: 'Create New',
      items: ['Project', 'Application'],
    });
  });

  it('gives a requester (edit-purchase-order) only Company and Contact under Create New', () => {
    expect(menuFor([ROLES.editPurchaseRequest, ROLES.editPurchaseOrder])).toContainEqual({
      group: 'Create New',
      items: ['Company', 'Contact'],
    });
  });

  it('offers Create New > Platform only with manage-platform, Platforms to everyone', () => {
    expect(menuFor([ROLES.managePlatform])).toEqual([
      { group: 'Overviews', items: ['Product Overview', 'Platforms'] },
      { group: 'Create New', items: ['Platform'] },
      { group: 'Requests', items: ['Open Requests', 'Archive'] },
      { group: 'Orders', items: ['Expiration list', 'All orders'] },
      { group: 'Invoices', items: ['Invoice list'] },
      { group: 'Companies', items: ['Companies'] },
      { group: 'Budget Planning', items: ['Overview', 'Proposal', 'Demand'] },
    ]);
  });

  it('offers a requester Create Request', () => {
    const groups = menuFor([ROLES.editPurchaseRequest, ROLES.editPurchaseOrder]);
    expect(groups.find((group) => group.group === 'Requests')?.items).toEqual([
      'Open Requests',
      'Create Request',
      'Archive',
    ]);
  });

  it('hides Create Request from a user without edit-purchase-request', () => {
    const groups = menuFor([ROLES.editPurchaseOrder]);
    expect(groups.flatMap((group) => group.items)).not.toContain('Create Request');
  });

  it('hides Archive when the archive is disabled', () => {
    const flags = { ...DEFAULT_FLAGS, purchaseRequestArchiveEnabled: false };
    const requests = visibleMenu(ROUTES, { roles: [], flags }, 'Budget').find(
      (group) => group.label === 'Requests',
    );
    expect(requests?.items.map((item) => item.label)).toEqual(['Open Requests']);
  });
});
