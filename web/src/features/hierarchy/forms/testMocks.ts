// GraphQL mocks shared by the tests of the create forms and the data entry screen (test-only).
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { FamilyChoicesQuery, FamilyProductChoicesQuery } from '../documents';
import { OwnerChoicesQuery } from '../hooks/useOwnerOptions';
import { BudgetCurrenciesQuery, RegionChoicesQuery } from '../hooks/useReferenceChoices';

type Mock = MockLink.MockedResponse;

/** Reference lists may be asked for by several components: they answer as often as needed. */
const REPEATABLE = 20;

export interface FamilyRow {
  id: string;
  name: string;
  availableBudget: string;
}

export const familyRow = (id: string, name: string, availableBudget = '1000.00'): FamilyRow => ({
  id,
  name,
  availableBudget,
});

export function familyChoicesMock(families: FamilyRow[]): Mock {
  return {
    request: { query: FamilyChoicesQuery },
    result: {
      data: { productFamilies: families.map((row) => ({ __typename: 'ProductFamily', ...row })) },
    },
    maxUsageCount: REPEATABLE,
  };
}

export function ownersMock(usernames = ['admin', 'controller', 'viewer']): Mock {
  return {
    request: { query: OwnerChoicesQuery },
    result: {
      data: {
        users: usernames.map((username, index) => ({
          __typename: 'User',
          id: String(index + 1),
          username,
        })),
      },
    },
    maxUsageCount: REPEATABLE,
  };
}

export function regionsMock(): Mock {
  return {
    request: { query: RegionChoicesQuery },
    result: {
      data: {
        regions: [
          { __typename: 'Region', id: '2', name: 'EMEA' },
          { __typename: 'Region', id: '1', name: 'Americas' },
        ],
      },
    },
    maxUsageCount: REPEATABLE,
  };
}

export function currenciesMock(): Mock {
  return {
    request: { query: BudgetCurrenciesQuery },
    result: {
      data: {
        currencies: [
          { __typename: 'Currency', id: 'EUR', rate: '1.00000000' },
          { __typename: 'Currency', id: 'USD', rate: '1.08000000' },
        ],
      },
    },
    maxUsageCount: REPEATABLE,
  };
}

export interface ProductRow {
  id: string;
  name: string;
  availableBudget: string;
}

export function familyProductsMock(family: FamilyRow, products: ProductRow[]): Mock {
  return {
    request: { query: FamilyProductChoicesQuery, variables: { familyId: family.id } },
    result: {
      data: {
        productFamily: {
          __typename: 'ProductFamily',
          id: family.id,
          name: family.name,
          products: products.map((row) => ({ __typename: 'Product', ...row })),
        },
      },
    },
    maxUsageCount: REPEATABLE,
  };
}

export function userError(code: string, message: string, field: string | null = null) {
  return { __typename: 'UserError', code, message, field };
}

type User = Pick<typeof userEvent, 'click' | 'paste'>;

/**
 * Pastes instead of typing key by key: the forms revalidate on every key. Tests on fake timers
 * pass their own user-event instance.
 */
export async function enter(field: HTMLElement, text: string, user: User = userEvent) {
  await user.click(field);
  await user.paste(text);
}

/** Picks an option of an MUI select by the select's label. */
export async function choose(label: RegExp, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

/** A created product as the createProduct payload returns it. */
export function createdProduct(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Product',
    id: '40',
    name: 'Object Storage',
    owner: 'controller',
    budgetLimit: '400.00',
    target: null,
    availableBudget: '400.00',
    isPlatform: false,
    platformCost: null,
    region: null,
    image: null,
    family: {
      __typename: 'ProductFamily',
      id: '1',
      name: 'Cloud Services',
      availableBudget: '600.00',
    },
    ...overrides,
  };
}

/** Focuses a field and leaves it, as a user passing through it does. */
export async function touch(element: HTMLElement) {
  act(() => element.focus());
  await userEvent.tab();
}

/** A created project or application as its create payload returns it. */
export function createdEntity(
  kind: 'Project' | 'Application',
  overrides: { id?: string; name?: string; productId?: string; familyId?: string } = {},
) {
  return {
    __typename: kind,
    id: overrides.id ?? '70',
    name: overrides.name ?? 'Customer Portal',
    owner: 'controller',
    currency: 'EUR',
    budget: '100.00',
    product: {
      __typename: 'Product',
      id: overrides.productId ?? '40',
      budget: '100.00',
      availableBudget: '300.00',
      forecastStatus: 'POSITIVE',
      family: {
        __typename: 'ProductFamily',
        id: overrides.familyId ?? '1',
        budget: '100.00',
        forecastStatus: 'POSITIVE',
      },
    },
  };
}
