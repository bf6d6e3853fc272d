// The create-request screen as a user sees it: field texts of spec §5/§8, the disabled states of
// Next, Add and Send, the exact time & material amount, the open amount, the budget impact panel
// and the redirect to /requests after Send; Edit's and Renew's start date (never before today, as
// the server demands) and the withdraw of the draft that Next created: by Cancel, or on leaving
// the form any other way (a menu link, Back, a link to another renewal), with the browser asking
// before a reload while the draft is unsent.
import { StrictMode } from 'react';
import { Link, Route, Switch } from 'wouter';
import { gql, type ApolloCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIST_ITEM_MESSAGES, REQUEST_MESSAGES, REQUEST_TEXTS, TEXTS } from '@cost-steering/schema';
import { BudgetImpactQuery } from '../budget-impact/BudgetImpactPanel';
import { BudgetImpactPreviewQuery, PREVIEW_CAPTION } from '../budget-impact/BudgetImpactPreview';
import {
  answeredWith,
  expectErrorBannerFor3000Ms,
  failedWith,
  userError,
} from '../../../testing/failures';
import { createTestCache, renderWithProviders } from '../../../testing/render';
import { testSession } from '../../../testing/session';
import { expectExactlyAfter } from '../../../testing/timing';
import { COMPANY_CHOICES } from './CompanyField';
import {
  CompanyChoicesQuery,
  CompanyContactsQuery,
  RequestForEditQuery,
  RequestFamiliesQuery,
  RequestFamilyProductsQuery,
  RequestProductEntitiesQuery,
  RequestReferenceQuery,
} from './documents';
import { WithdrawRequestMutation } from '../modals/documents';
import {
  CreateRequestPage,
  EditRequestPage,
  NO_LONGER_A_DRAFT,
  REQUEST_SENT,
  SAVE_BEFORE_SENDING,
  RenewRequestPage,
  RequestFormPage,
} from './RequestFormPage';
import {
  AddListItemMutation,
  CreateRequestMutation,
  REQUEST_SAVED,
  RemoveListItemMutation,
  SendRequestMutation,
  UpdateRequestMutation,
} from './useRequestMutations';
import { expectSaid } from '../../../testing/said';
import { dateField, dateValue, typeDate } from '../../../testing/dates';

const companies = [{ id: 'c1', name: 'Acme', contacts: [{ id: 'k1', name: 'Ann Acme' }] }];

/** A field by its label, with or without the required asterisk. */
/** The company's search box (its open list is labelled "Company" too). */
const companyBox = () => screen.getByRole('combobox', { name: /^Company[\s\u2009*]*$/ });
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}[\\s\\u2009*]*$`));

function request(openAmount: string, listItems: object[] = []) {
  return {
    __typename: 'PurchaseRequest',
    id: 'r1',
    status: 'DRAFT',
    orderText: 'Laptops',
    startDate: '2099-01-10',
    deliveryDate: null,
    orderAmount: '1500',
    currency: 'EUR',
    openAmount,
    companyId: 'c1',
    companyName: 'Acme',
    contactName: 'Ann Acme',
    contactId: 'k1',
    supplierId: null,
    sbuId: null,
    accountingElement: null,
    comments: null,
    listItems,
    supersededById: null,
  };
}

function item(position: number, amount: string, extra: object = {}) {
  return {
    __typename: 'RequestListItem',
    id: `i${position}`,
    position,
    name: 'Rollout',
    type: 'CAPITAL',
    costType: 'INFRASTRUCTURE',
    entityType: 'PROJECT',
    entityId: 'pj1',
    resourceName: null,
    quantity: null,
    dailyRate: null,
    amount,
    currency: 'EUR',
    productName: 'Laptop',
    projectName: 'Rollout',
    applicationName: null,
    ...extra,
  };
}

const payload = (purchaseRequest: object) => ({
  __typename: 'PurchaseRequestPayload',
  purchaseRequest,
  errors: [],
});
const itemPayload = (purchaseRequest: object) => ({
  __typename: 'RequestListItemPayload',
  purchaseRequest,
  errors: [],
});

/**
 * Today as the REST API counts it (its UTC day), worked out here rather than with the form's
 * helper: the earliest start date the server accepts.
 */
function serverDay(): string {
  const now = new Date();
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getUTCFullYear()}-${two(now.getUTCMonth() + 1)}-${two(now.getUTCDate())}`;
}

/**
 * Withdraw of request `id` (r1: the one Next created): `withdrawn` records that it was sent.
 * Answered twice, so that a second withdraw is counted rather than refused.
 */
function withdrawMock(withdrawn: jest.Mock, id = 'r1', errors: object[] = []) {
  return {
    request: { query: WithdrawRequestMutation, variables: { id } },
    maxUsageCount: 2,
    result: () => {
      withdrawn();
      return {
        data: {
          withdrawPurchaseRequest: {
            __typename: 'PurchaseRequestPayload',
            purchaseRequest: errors.length
              ? null
              : { __typename: 'PurchaseRequest', id, status: 'WITHDRAWN' },
            errors,
          },
        },
      };
    },
  };
}

/**
 * Edit and Renew: Next creates the new request with these links (the mock answers only exactly
 * this input), and the stored item is carried into it as it was.
 */
function carriedMocks(
  startDate: string,
  links: Record<string, string | null>,
  deliveryDate: string | null = null,
) {
  const input = {
    companyId: 'c1',
    contactId: 'k1',
    startDate,
    deliveryDate,
    orderText: 'Laptops',
    supplierId: null,
    sbuId: null,
    accountingElement: null,
    comments: null,
    orderAmount: '1500',
    currency: 'EUR',
    ...links,
  };
  const carried = {
    requestId: 'r1',
    entityType: 'PROJECT',
    entityId: 'pj1',
    type: 'CAPITAL',
    costType: 'INFRASTRUCTURE',
    name: 'Rollout',
    amount: '1500',
  };
  return [
    {
      request: { query: CreateRequestMutation, variables: { input } },
      result: { data: { createPurchaseRequest: payload(request('1500')) } },
    },
    {
      request: { query: AddListItemMutation, variables: { input: carried } },
      result: { data: { addRequestListItem: itemPayload(request('0', [item(1, '1500')])) } },
    },
  ];
}

function impact(mode: 'WARN' | 'BLOCK') {
  return {
    request: { query: BudgetImpactQuery, variables: { requestId: 'r1' } },
    maxUsageCount: 10,
    result: { data: { budgetImpact: impactData(mode, 'r1', '1500.00', '-400.00') } },
  };
}

/** The preview of the form before Next: the whole 1500 on the project. */
function preview(startDate: string, replacesId: string | null, deliveryDate: string | null = null) {
  return {
    request: {
      query: BudgetImpactPreviewQuery,
      variables: {
        input: {
          entities: [{ entityType: 'PROJECT', entityId: 'pj1' }],
          orderAmount: '1500',
          currency: 'EUR',
          startDate,
          deliveryDate,
          replacesId,
        },
      },
    },
    maxUsageCount: 10,
    result: { data: { budgetImpactPreview: impactData('WARN', null, '1500.00', '-300.00') } },
  };
}

function impactData(
  mode: 'WARN' | 'BLOCK',
  requestId: string | null,
  thisRequest: string,
  remaining: string,
) {
  return {
    __typename: 'BudgetImpact',
    requestId,
    mode,
    year: 2099,
    entities: [
      {
        __typename: 'BudgetImpactEntity',
        entityType: 'PROJECT',
        entityId: 'pj1',
        name: 'Rollout',
        budget: '2000.00',
        committed: '800.00',
        pending: '100.00',
        thisRequest,
        remaining,
        exceeds: true,
        status: 'NEGATIVE',
      },
    ],
  };
}

const baseMocks = [
  preview('2099-01-10', null),
  {
    request: { query: RequestReferenceQuery },
    maxUsageCount: 10,
    result: {
      data: {
        currencies: [{ __typename: 'Currency', id: 'EUR', rate: '1' }],
        sbus: [],
        suppliers: [],
      },
    },
  },
  {
    // The first page of choices: one shown, and 130 more to narrow down by typing.
    request: { query: CompanyChoicesQuery, variables: { search: null, limit: COMPANY_CHOICES } },
    maxUsageCount: 10,
    result: {
      data: {
        companies: {
          __typename: 'CompanyPage',
          items: companies.map(({ id, name }) => ({ __typename: 'Company', id, name })),
          totalCount: 131,
        },
      },
    },
  },
  {
    request: { query: CompanyContactsQuery, variables: { companyId: 'c1' } },
    maxUsageCount: 10,
    result: {
      data: {
        company: {
          __typename: 'Company',
          id: 'c1',
          contacts: companies[0]!.contacts.map((contact) => ({
            __typename: 'Contact',
            ...contact,
          })),
        },
      },
    },
  },
  {
    request: { query: RequestFamiliesQuery },
    maxUsageCount: 10,
    result: {
      data: { productFamilies: [{ __typename: 'ProductFamily', id: 'f1', name: 'Devices' }] },
    },
  },
  {
    request: { query: RequestFamilyProductsQuery, variables: { familyId: 'f1' } },
    maxUsageCount: 10,
    result: {
      data: {
        productFamily: {
          __typename: 'ProductFamily',
          id: 'f1',
          products: [{ __typename: 'Product', id: 'p1', name: 'Laptop' }],
        },
      },
    },
  },
  {
    request: { query: RequestProductEntitiesQuery, variables: { productId: 'p1' } },
    maxUsageCount: 10,
    result: {
      data: {
        product: {
          __typename: 'Product',
          id: 'p1',
          projects: [{ __typename: 'Project', id: 'pj1', name: 'Rollout' }],
          applications: [],
        },
      },
    },
  },
];

/** Send Request of r1, answered at once; `supersedesId`: the request it edits, if any. */
const sendMockOf = (supersedesId: string | null) => ({
  request: { query: SendRequestMutation, variables: { id: 'r1' } },
  result: {
    data: {
      sendPurchaseRequest: {
        __typename: 'PurchaseRequestPayload',
        purchaseRequest: {
          __typename: 'PurchaseRequest',
          id: 'r1',
          status: 'PROPOSED',
          supersedesId,
        },
        errors: [],
      },
    },
  },
  delay: 0,
});
const sendMock = sendMockOf(null);

/** The plain item the journeys add: 499.75 EUR, Capital Infrastructure, on the project. */
const plainItem = {
  requestId: 'r1',
  entityType: 'PROJECT',
  entityId: 'pj1',
  type: 'CAPITAL',
  costType: 'INFRASTRUCTURE',
  amount: '499.75',
};

/** Types `plainItem` into the list item form, and waits for Add to be enabled. */
async function typePlainItem() {
  await userEvent.selectOptions(field('Entity'), 'PROJECT:pj1');
  await userEvent.selectOptions(field('Type'), 'Capital');
  await userEvent.selectOptions(field('Cost type'), 'Infrastructure');
  await userEvent.type(field('Amount'), '499.75');
  const add = screen.getByRole('button', { name: 'Add' });
  await waitFor(() => expect(add).toBeEnabled());
  return add;
}

const flowMocks = (mode: 'WARN' | 'BLOCK') => [
  ...baseMocks,
  carriedMocks('2099-01-10', { supersedesId: null })[0]!,
  {
    request: {
      query: AddListItemMutation,
      variables: { input: plainItem },
    },
    result: { data: { addRequestListItem: itemPayload(request('1000.25', [item(1, '499.75')])) } },
  },
  {
    request: {
      query: AddListItemMutation,
      variables: {
        input: {
          requestId: 'r1',
          entityType: 'PROJECT',
          entityId: 'pj1',
          type: 'EXPENSE',
          costType: 'MAINTENANCE',
          resourceName: 'Ana',
          quantity: '2.5',
          dailyRate: '400.1',
        },
      },
    },
    result: {
      data: {
        addRequestListItem: itemPayload(
          request('0', [item(1, '499.75'), item(2, '1000.25', { resourceName: 'Ana' })]),
        ),
      },
    },
  },
  sendMock,
  impact(mode),
];

const session = (flags = {}) => testSession({ roles: ['edit-purchase-request'], flags });

async function fillRequest() {
  await screen.findByRole('option', { name: 'Devices' });
  await userEvent.click(field('Company'));
  await userEvent.click(await screen.findByRole('option', { name: 'Acme' }));
  await screen.findByRole('option', { name: 'Ann Acme' });
  await userEvent.selectOptions(field('Company contact'), 'k1');
  await typeDate(dateField('Start date'), '2099-01-10');
  await userEvent.type(field('Order text'), 'Laptops');
  await userEvent.type(field('Order amount'), '1500');
  await userEvent.selectOptions(field('Product family'), 'f1');
  await screen.findByRole('option', { name: 'Laptop' });
  await userEvent.selectOptions(field('Product'), 'p1');
  await screen.findByRole('option', { name: 'Rollout' });
  await userEvent.selectOptions(field('Project'), 'pj1');
  await userEvent.click(screen.getByRole('button', { name: 'Add entity' }));
}

/**
 * The draft a test leaves on the form is withdrawn when the form unmounts after the test; listed
 * after a test's own mocks, so those answer first.
 */
const withdrawAtTheEnd = withdrawMock(jest.fn());

/** Create: fills the form and clicks Next; resolves once the request exists (the item form). */
async function createDraft(mocks: readonly MockLink.MockedResponse[], cache?: ApolloCache) {
  renderWithProviders(<RequestFormPage mode="create" />, {
    mocks: [...mocks, withdrawAtTheEnd],
    session: session(),
    route: '/create-request',
    cache,
  });
  await fillAndNext();
}

/** Fills the create form and clicks Next; resolves once the request exists (the item form). */
async function fillAndNext() {
  await fillRequest();
  const next = screen.getByRole('button', { name: 'Next' });
  await waitFor(() => expect(next).toBeEnabled());
  await userEvent.click(next);
  await screen.findByRole('form', { name: 'List item' });
}

/** Edit or Renew of the stored request: its query answered, `mocks` for what follows. */
function renderStored(
  mode: 'edit' | 'renew',
  stored: { id: string },
  mocks: readonly MockLink.MockedResponse[],
  cache?: ApolloCache,
) {
  renderWithProviders(<RequestFormPage mode={mode} />, {
    mocks: [
      ...baseMocks,
      {
        request: { query: RequestForEditQuery, variables: { id: stored.id } },
        result: { data: { purchaseRequest: stored } },
      },
      ...mocks,
      withdrawAtTheEnd,
    ],
    session: session(),
    route: `/${mode}-purchase-request?request=${stored.id}`,
    cache,
  });
}

/**
 * The form among other routes, as the app's router shows it (in StrictMode, as bootstrap.tsx
 * renders the app), with links to leave it by: the menu's, and a renewal alert's to order o8.
 */
function renderRouted(
  route: string,
  mocks: readonly MockLink.MockedResponse[],
  cache?: ApolloCache,
) {
  renderWithProviders(
    <StrictMode>
      <nav aria-label="Menu">
        <Link href="/requests">Open Requests</Link>
        <Link href="/create-request">Create Request</Link>
        <Link href="/archive">Archive</Link>
        <Link href="/renew-purchase-request?request=o8">Renew the order</Link>
      </nav>
      <Switch>
        <Route path="/create-request">
          <CreateRequestPage />
        </Route>
        <Route path="/edit-purchase-request">
          <EditRequestPage />
        </Route>
        <Route path="/renew-purchase-request">
          <RenewRequestPage />
        </Route>
        <Route>
          <h1>Another page</h1>
        </Route>
      </Switch>
    </StrictMode>,
    { mocks: [...baseMocks, ...mocks], session: session(), route, cache },
  );
}

const clickLink = (name: string) =>
  userEvent.click(
    within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('link', { name }),
  );

/**
 * Whether the browser would ask before a reload or a closed tab: a beforeunload listener
 * prevented the event's default.
 */
const reloadIsConfirmed = () =>
  !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));

/**
 * Waits for a withdraw that leaving must not send: it would start as the form unmounts and be
 * answered within the mocks' delay (at most 50 ms); a count taken after this would show it.
 */
const noLateWithdraw = () => act(() => new Promise((resolve) => setTimeout(resolve, 300)));

/** Next or Save of Edit and Renew: the request is created and the stored item carried into it. */
async function createWithCarriedItem(label: 'Next' | 'Save') {
  const button = screen.getByRole('button', { name: label });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
  const items = await screen.findByRole('list', { name: 'List items' });
  expect(
    within(items).getByText('1. Rollout — Capital Infrastructure, 1.500,00 EUR'),
  ).toBeInTheDocument();
}

/** A cache holding a page of the open list and of the archive, as after visiting both. */
function cacheWithLists(): ApolloCache {
  const cache = createTestCache();
  cache.writeQuery({
    query: gql`
      query CachedLists {
        purchaseRequests {
          totalCount
        }
        archivedRequests {
          totalCount
        }
      }
    `,
    data: {
      purchaseRequests: { __typename: 'PurchaseRequestPage', totalCount: 3 },
      archivedRequests: { __typename: 'PurchaseRequestPage', totalCount: 2 },
    },
  });
  return cache;
}

const cachedLists = (cache: ApolloCache) =>
  Object.keys((cache.extract() as { ROOT_QUERY?: object }).ROOT_QUERY ?? {}).filter((key) =>
    /^(purchaseRequests|archivedRequests)/.test(key),
  );

// Whole journeys through a form with many fields: more than jest's default 5 s on 2 shared cores.
jest.setTimeout(60_000);

describe('RequestFormPage', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the texts of the request fields and keeps Next disabled until the request is complete', async () => {
    renderWithProviders(<RequestFormPage mode="create" />, {
      mocks: baseMocks,
      session: session({ prAccountingElement: true }),
    });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    // Why Next is disabled, said at once as a hint; an error only once the user has started.
    const entities = await screen.findByText(REQUEST_MESSAGES.entitiesRequired);
    expect(entities).not.toHaveClass('Mui-error');

    await userEvent.click(field('Company'));
    await userEvent.tab();
    expect(await screen.findByText(REQUEST_MESSAGES.companyRequired)).toBeInTheDocument();
    expect(screen.getByText(REQUEST_MESSAGES.entitiesRequired)).toHaveClass('Mui-error');
    await userEvent.click(field('Order text'));
    await userEvent.paste('x'.repeat(51));
    await userEvent.tab();
    expect(await screen.findByText(REQUEST_MESSAGES.orderTextTooLong)).toBeInTheDocument();
    await userEvent.click(field('Accounting element'));
    await userEvent.paste('y'.repeat(17));
    await userEvent.tab();
    expect(await screen.findByText(REQUEST_MESSAGES.accountingElementTooLong)).toBeInTheDocument();
    await userEvent.click(field('Comment'));
    await userEvent.paste('z'.repeat(91));
    await userEvent.tab();
    expect(await screen.findByText(REQUEST_MESSAGES.commentTooLong)).toBeInTheDocument();
    await typeDate(dateField('Start date'), '2000-01-01');
    await userEvent.tab();
    expect(await screen.findByText(REQUEST_MESSAGES.startDateMin)).toBeInTheDocument();
    await userEvent.type(field('Order amount'), '-1');
    await userEvent.tab();
    expect(await screen.findByText(REQUEST_MESSAGES.orderAmountMin)).toBeInTheDocument();
    expect(next).toBeDisabled();
  });

  it('keeps Next disabled while the amount is zero, and enables it with an entity and an amount', async () => {
    renderWithProviders(<RequestFormPage mode="create" />, {
      mocks: baseMocks,
      session: session(),
    });
    await fillRequest();
    expect(screen.queryByText(REQUEST_MESSAGES.entitiesRequired)).not.toBeInTheDocument();
    expect(screen.getByText('Project: Rollout (Laptop)')).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Next' });
    await waitFor(() => expect(next).toBeEnabled());
    await userEvent.clear(field('Order amount'));
    await userEvent.type(field('Order amount'), '0');
    await waitFor(() => expect(next).toBeDisabled());
  });

  it('searches the companies on the server as one types, beyond the first page', async () => {
    const search = {
      request: { query: CompanyChoicesQuery, variables: { search: 'Lit', limit: COMPANY_CHOICES } },
      result: {
        data: {
          companies: {
            __typename: 'CompanyPage',
            items: [{ __typename: 'Company', id: 'c77', name: 'Litware Security Ltd' }],
            totalCount: 1,
          },
        },
      },
    };
    renderWithProviders(<RequestFormPage mode="create" />, {
      mocks: [...baseMocks, search],
      session: session(),
    });
    await userEvent.click(companyBox());
    expect(await screen.findByRole('option', { name: 'Acme' })).toBeInTheDocument();
    expect(screen.getByText('130 more — type to narrow down')).toBeInTheDocument();
    await userEvent.type(companyBox(), 'Lit');
    await userEvent.click(await screen.findByRole('option', { name: 'Litware Security Ltd' }));
    expect(companyBox()).toHaveValue('Litware Security Ltd');
    expect(screen.queryByRole('option', { name: 'Acme' })).not.toBeInTheDocument();
  });

  it('previews the budget impact as soon as entities and an amount are known, before Next', async () => {
    renderWithProviders(<RequestFormPage mode="create" />, {
      mocks: baseMocks,
      session: session(),
    });
    expect(screen.queryByText(PREVIEW_CAPTION)).not.toBeInTheDocument();
    await fillRequest();
    expect(await screen.findByText(PREVIEW_CAPTION)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Budget impact 2099' });
    expect(within(table).getByText('1.500,00 EUR')).toBeInTheDocument();
    expect(within(table).getByText(/^[-\u2212]300,00 EUR$/)).toBeInTheDocument();
    expect(
      screen.getByText('Warning: the budget of Rollout would be exceeded.'),
    ).toBeInTheDocument();
  });

  it('creates the request, adds a plain and a time & material item until nothing is open, shows the budget impact and sends', async () => {
    const cache = cacheWithLists();
    await createDraft(flowMocks('BLOCK'), cache);

    const itemForm = screen.getByRole('form', { name: 'List item' });
    // Created: Next gives way to Edit (spec §2 'Edit toggles to Save').
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeEnabled();
    const send = screen.getByRole('button', { name: 'Send Request' });
    expect(send).toBeDisabled();
    expect(within(itemForm).getByLabelText('Open amount (EUR)')).toHaveValue('1.500,00 EUR');

    // The budget impact of the request, with the BLOCK note.
    expect(await screen.findByRole('table', { name: 'Budget impact 2099' })).toBeInTheDocument();
    expect(
      screen.getByText('Send Request will be refused: the budget of Rollout would be exceeded.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^[-\u2212]400,00 EUR$/)).toBeInTheDocument();
    expect(screen.getByText('2.000,00 EUR')).toBeInTheDocument();

    // A plain item: more than is open disables Add.
    const add = within(itemForm).getByRole('button', { name: 'Add' });
    await userEvent.selectOptions(field('Entity'), 'PROJECT:pj1');
    await userEvent.selectOptions(field('Type'), 'Capital');
    await userEvent.selectOptions(field('Cost type'), 'Infrastructure');
    await userEvent.type(field('Amount'), '1500.01');
    await userEvent.tab();
    // Shown under the field (its description) and said by the form's polite region.
    await waitFor(() =>
      expect(field('Amount')).toHaveAccessibleDescription(LIST_ITEM_MESSAGES.overOpenAmount),
    );
    expect(add).toBeDisabled();
    await userEvent.clear(field('Amount'));
    await userEvent.type(field('Amount'), '499.75');
    await waitFor(() => expect(add).toBeEnabled());
    await userEvent.click(add);
    await waitFor(() =>
      expect(within(itemForm).getByLabelText('Open amount (EUR)')).toHaveValue('1.000,25 EUR'),
    );
    expect(send).toBeDisabled();

    // Time & material: person days × daily rate, exactly.
    await userEvent.selectOptions(field('Entity'), 'PROJECT:pj1');
    await userEvent.selectOptions(field('Type'), 'Expense');
    await userEvent.selectOptions(field('Cost type'), 'Maintenance');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Time & Material' }));
    await userEvent.type(field('Resource name'), 'Ana');
    await userEvent.type(field('Person days'), '2.5');
    await userEvent.type(field('Daily rate'), '400.2');
    expect(within(itemForm).getByLabelText('Amount (EUR)')).toHaveValue('1.000,50 EUR');
    expect(add).toBeDisabled();
    await userEvent.clear(field('Daily rate'));
    await userEvent.type(field('Daily rate'), '400.1');
    expect(within(itemForm).getByLabelText('Amount (EUR)')).toHaveValue('1.000,25 EUR');
    await waitFor(() => expect(add).toBeEnabled());
    await userEvent.click(add);

    await waitFor(() => expect(send).toBeEnabled());
    expect(cachedLists(cache)).toEqual(['purchaseRequests', 'archivedRequests']);
    await userEvent.click(send);
    expect(await screen.findByText(REQUEST_SENT)).toBeInTheDocument();
    // The sent request is open: /requests fetches its list again instead of the cached page.
    expect(cachedLists(cache)).toEqual(['archivedRequests']);
    expect(screen.getByTestId('location')).toHaveTextContent('/create-request');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/requests$/));
  });

  it('shows the T&M texts of the item fields', async () => {
    await createDraft(flowMocks('WARN'));
    expect(await screen.findByRole('table', { name: 'Budget impact 2099' })).toBeInTheDocument();
    // WARN mode warns but refuses nothing.
    expect(screen.queryByText('will be refused', { exact: false })).not.toBeInTheDocument();

    await userEvent.click(field('Entity'));
    await userEvent.tab();
    expect(await screen.findByText(LIST_ITEM_MESSAGES.entityRequired)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Time & Material' }));
    await userEvent.click(field('Resource name'));
    await userEvent.paste('r'.repeat(33));
    await userEvent.type(field('Person days'), '0');
    await userEvent.type(field('Daily rate'), '1.0001');
    await userEvent.tab();
    expect(await screen.findByText(LIST_ITEM_MESSAGES.resourceNameTooLong)).toBeInTheDocument();
    expect(screen.getByText(LIST_ITEM_MESSAGES.quantityMin)).toBeInTheDocument();
    expect(screen.getByText(LIST_ITEM_MESSAGES.dailyRateStep)).toBeInTheDocument();
  });

  // WCAG 4.1.3: the text appears under the read-only Amount while the user types in Daily rate.
  it('says a T&M amount over the open amount in a polite region that was there before', async () => {
    await createDraft(flowMocks('WARN'));
    const itemForm = screen.getByRole('form', { name: 'List item' });
    const region = itemForm.querySelector('[aria-live="polite"]');
    expect(region).toBeEmptyDOMElement();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Time & Material' }));
    await userEvent.type(field('Person days'), '2');
    await userEvent.type(field('Daily rate'), '750.01');
    expect(within(itemForm).getByLabelText('Amount (EUR)')).toHaveValue('1.500,02 EUR');
    expect(region).toHaveTextContent(LIST_ITEM_MESSAGES.overOpenAmount);

    await userEvent.clear(field('Daily rate'));
    await userEvent.type(field('Daily rate'), '750');
    expect(region).toBeEmptyDOMElement();
  });

  it("shows the server's refusal of Next in the banner and keeps the form", async () => {
    const mocks = flowMocks('WARN').map((mock) =>
      mock.request.query === CreateRequestMutation
        ? {
            ...mock,
            result: {
              data: {
                createPurchaseRequest: {
                  __typename: 'PurchaseRequestPayload',
                  purchaseRequest: null,
                  errors: [
                    {
                      __typename: 'UserError',
                      field: 'contactId',
                      message: 'Contact does not belong to the company',
                      code: 'VALIDATION',
                    },
                  ],
                },
              },
            },
          }
        : mock,
    );
    renderWithProviders(<RequestFormPage mode="create" />, {
      mocks,
      session: session(),
    });
    await fillRequest();
    const next = screen.getByRole('button', { name: 'Next' });
    await waitFor(() => expect(next).toBeEnabled());
    await userEvent.click(next);
    expect(
      await screen.findByText(REQUEST_TEXTS.createFailed('Contact does not belong to the company')),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'List item' })).not.toBeInTheDocument();
    expect(next).toBeEnabled();
  });

  it('Edit prefills the stored request, offers Save and creates the new request superseding it', async () => {
    const stored = {
      ...request('0', [item(1, '1500')]),
      id: 'r0',
      status: 'DECLINED',
      startDate: '2020-01-10',
    };
    const cache = cacheWithLists();
    renderStored(
      'edit',
      stored,
      [
        // The stored start lies in the past, which the server refuses for the new request: today.
        ...carriedMocks(serverDay(), { supersedesId: 'r0' }),
        {
          request: {
            query: RemoveListItemMutation,
            variables: { input: { requestId: 'r1', position: 1 } },
          },
          result: { data: { removeRequestListItem: payload(request('1500')) } },
        },
        impact('WARN'),
        preview(serverDay(), 'r0'),
      ],
      cache,
    );
    expect(await screen.findByRole('heading', { name: 'Edit Request' })).toBeInTheDocument();
    expect(field('Order text')).toHaveValue('Laptops');
    expect(dateValue(dateField('Start date'))).toBe(serverDay());
    expect(field('Company')).toHaveValue('Acme');
    await waitFor(() => expect(field('Company contact')).toHaveValue('k1'));
    expect(screen.getByText('Project: Rollout (Laptop)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    // The preview leaves the replaced request out of what is pending.
    expect(await screen.findByText(PREVIEW_CAPTION)).toBeInTheDocument();
    expect(cachedLists(cache)).toEqual(['purchaseRequests', 'archivedRequests']);
    await userEvent.click(save);
    const itemForm = await screen.findByRole('form', { name: 'List item' });
    // The Draft replaces nothing until it is sent: the archive's page stays as it was.
    expect(cachedLists(cache)).toEqual(['purchaseRequests', 'archivedRequests']);
    const items = await screen.findByRole('list', { name: 'List items' });
    expect(
      within(items).getByText('1. Rollout — Capital Infrastructure, 1.500,00 EUR'),
    ).toBeInTheDocument();
    // Spec §2: the bottom button reads Save while the edited request holds items.
    const actions = screen.getByRole('group', { name: 'Request actions' });
    const send = within(actions).getByRole('button', { name: 'Save' });
    expect(within(actions).queryByRole('button', { name: 'Send Request' })).toBeNull();
    await waitFor(() => expect(send).toBeEnabled());
    expect(within(itemForm).getByLabelText('Open amount (EUR)')).toHaveValue('0,00 EUR');

    await userEvent.click(screen.getByRole('button', { name: 'Remove item 1' }));
    await waitFor(() =>
      expect(within(itemForm).getByLabelText('Open amount (EUR)')).toHaveValue('1.500,00 EUR'),
    );
    expect(screen.queryByRole('list', { name: 'List items' })).not.toBeInTheDocument();
    // Without items it is Send Request again, and disabled.
    expect(within(actions).getByRole('button', { name: 'Send Request' })).toBeDisabled();
  });

  it('tells a user without edit-purchase-request that renewing is not theirs, and loads nothing', async () => {
    // Reached from a renewal alert's text; without the role the create would answer 403.
    renderWithProviders(<RequestFormPage mode="renew" />, {
      mocks: [],
      session: testSession({ username: 'pfm', roles: ['view-all-product'] }),
      route: '/renew-purchase-request?request=o7',
    });
    expect(
      await screen.findByText("ERROR: You don't have permission to use this feature."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it.each([
    ['an order', 'APPROVED', { renewsId: 'o7' }],
    ['an archived request', 'DECLINED', {}],
  ])(
    'Renew of %s prefills it and creates the new request with renewsId only for an order',
    async (_what, status, link) => {
      const stored = { ...request('0', [item(1, '1500')]), id: 'o7', status };
      renderStored('renew', stored, [
        ...carriedMocks('2099-01-10', { supersedesId: null, ...link }),
        impact('WARN'),
        preview('2099-01-10', null),
      ]);
      expect(await screen.findByRole('heading', { name: 'Renew Request' })).toBeInTheDocument();
      expect(field('Order text')).toHaveValue('Laptops');
      // Created (the mock answers only the input with exactly these links) and the item carried.
      await createWithCarriedItem('Next');
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Send Request' })).toBeEnabled(),
      );
    },
  );

  it('goes to /requests 500 ms after Send Request, not before', async () => {
    const stored = { ...request('0', [item(1, '1500')]), id: 'o7', status: 'DECLINED' };
    renderStored('renew', stored, [
      ...carriedMocks('2099-01-10', { supersedesId: null }),
      impact('WARN'),
      preview('2099-01-10', null),
      sendMock,
    ]);
    await screen.findByRole('heading', { name: 'Renew Request' });
    await createWithCarriedItem('Next');
    const send = screen.getByRole('button', { name: 'Send Request' });
    await waitFor(() => expect(send).toBeEnabled());

    jest.useFakeTimers();
    fireEvent.click(send);
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByText(REQUEST_SENT)).toBeInTheDocument();
    await expectExactlyAfter(500, {
      before: () =>
        expect(screen.getByTestId('location')).toHaveTextContent('/renew-purchase-request'),
      after: () => expect(screen.getByTestId('location')).toHaveTextContent(/^\/requests$/),
    });
  });

  it.each([
    ['before today is left empty', '2020-06-30', null],
    ['from today on is kept', '2099-06-30', '2099-06-30'],
  ])(
    'Renew of an order that started in the past starts today; its delivery date %s',
    async (_what, storedDelivery, sentDelivery) => {
      const today = serverDay();
      const stored = {
        ...request('0', [item(1, '1500')]),
        id: 'o7',
        status: 'APPROVED',
        startDate: '2020-01-10',
        deliveryDate: storedDelivery,
      };
      renderStored('renew', stored, [
        ...carriedMocks(today, { supersedesId: null, renewsId: 'o7' }, sentDelivery),
        impact('WARN'),
        preview(today, null, sentDelivery),
      ]);
      expect(await screen.findByRole('heading', { name: 'Renew Request' })).toBeInTheDocument();
      expect(dateValue(dateField('Start date'))).toBe(today);
      expect(dateValue(dateField('Delivery date'))).toBe(sentDelivery ?? '');
      // Created: the mock answers only the input that starts today with that delivery date.
      await createWithCarriedItem('Next');
    },
  );

  it.each([
    ['today', serverDay()],
    ['a later day', '2099-01-10'],
  ])('Edit keeps a stored start date of %s and its delivery date', async (_what, startDate) => {
    const stored = {
      ...request('0', [item(1, '1500')]),
      id: 'r0',
      status: 'DECLINED',
      startDate,
      deliveryDate: '2099-06-30',
    };
    renderStored('edit', stored, [
      ...carriedMocks(startDate, { supersedesId: 'r0' }, '2099-06-30'),
      impact('WARN'),
      preview(startDate, 'r0', '2099-06-30'),
    ]);
    expect(await screen.findByRole('heading', { name: 'Edit Request' })).toBeInTheDocument();
    expect(dateValue(dateField('Start date'))).toBe(startDate);
    expect(dateValue(dateField('Delivery date'))).toBe('2099-06-30');
    // Created: the mock answers only the input with the stored dates.
    await createWithCarriedItem('Save');
  });

  it('Cancel Request after Next withdraws the created draft, then goes to /requests', async () => {
    const withdrawn = jest.fn();
    const cache = cacheWithLists();
    await createDraft([...flowMocks('WARN'), withdrawMock(withdrawn)], cache);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Request' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/requests$/));
    expect(withdrawn).toHaveBeenCalledTimes(1);
    expect(screen.getByText(REQUEST_TEXTS.deleted)).toBeInTheDocument();
    // The withdrawn draft is in the archive now: /archive fetches its list again.
    expect(cachedLists(cache)).toEqual(['purchaseRequests']);
  });

  it('stays on the form with the error banner when the withdraw of the draft fails', async () => {
    const withdrawn = jest.fn();
    const refusal = { __typename: 'UserError', message: 'The request has been deleted.' };
    await createDraft([...flowMocks('WARN'), withdrawMock(withdrawn, 'r1', [refusal])]);
    const cancel = screen.getByRole('button', { name: 'Cancel Request' });
    await userEvent.click(cancel);
    expect(
      await screen.findByText(REQUEST_TEXTS.deleteFailed('The request has been deleted.')),
    ).toBeInTheDocument();
    expect(withdrawn).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/create-request');
    expect(screen.getByRole('form', { name: 'List item' })).toBeInTheDocument();
    await waitFor(() => expect(cancel).toBeEnabled());
  });

  it('Cancel Request before Save withdraws nothing (not the stored request either)', async () => {
    const withdrawn = jest.fn();
    const stored = { ...request('0', [item(1, '1500')]), id: 'r0', status: 'DECLINED' };
    renderStored('edit', stored, [
      preview('2099-01-10', 'r0'),
      withdrawMock(withdrawn, 'r0'),
      withdrawMock(withdrawn, 'r1'),
    ]);
    expect(await screen.findByRole('heading', { name: 'Edit Request' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Request' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/requests$/));
    expect(withdrawn).not.toHaveBeenCalled();
  });

  describe('leaving the form keeps the draft (My drafts on /requests lists it)', () => {
    it('by a menu link after Next withdraws nothing and asks nothing', async () => {
      const withdrawn = jest.fn();
      renderRouted('/create-request', [...flowMocks('WARN'), withdrawMock(withdrawn)]);
      await fillAndNext();
      expect(reloadIsConfirmed()).toBe(false);
      await clickLink('Archive');
      expect(await screen.findByRole('heading', { name: 'Another page' })).toBeInTheDocument();
      await noLateWithdraw();
      expect(withdrawn).not.toHaveBeenCalled();
      expect(screen.queryByText(REQUEST_TEXTS.deleted)).not.toBeInTheDocument();
    });

    it("to another order's renewal keeps the first renewal's draft and opens the other order", async () => {
      const withdrawn = jest.fn();
      const order = (id: string, orderText: string) => ({
        ...request('0', [item(1, '1500')]),
        id,
        status: 'APPROVED',
        orderText,
      });
      renderRouted('/renew-purchase-request?request=o7', [
        {
          request: { query: RequestForEditQuery, variables: { id: 'o7' } },
          result: { data: { purchaseRequest: order('o7', 'Laptops') } },
        },
        {
          request: { query: RequestForEditQuery, variables: { id: 'o8' } },
          result: { data: { purchaseRequest: order('o8', 'Monitors') } },
        },
        ...carriedMocks('2099-01-10', { supersedesId: null, renewsId: 'o7' }),
        impact('WARN'),
        withdrawMock(withdrawn),
      ]);
      expect(await screen.findByRole('heading', { name: 'Renew Request' })).toBeInTheDocument();
      await createWithCarriedItem('Next');
      // The route stays; the form is a new one, for o8.
      await clickLink('Renew the order');
      await waitFor(() => expect(field('Order text')).toHaveValue('Monitors'));
      expect(screen.queryByRole('form', { name: 'List item' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
      await noLateWithdraw();
      expect(withdrawn).not.toHaveBeenCalled();
    });

    it("after Cancel Request sends only Cancel's withdraw", async () => {
      const withdrawn = jest.fn();
      renderRouted('/create-request', [...flowMocks('WARN'), withdrawMock(withdrawn)]);
      await fillAndNext();
      await userEvent.click(screen.getByRole('button', { name: 'Cancel Request' }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/requests$/));
      expect(screen.getByText(REQUEST_TEXTS.deleted)).toBeInTheDocument();
      await noLateWithdraw();
      expect(withdrawn).toHaveBeenCalledTimes(1);
    });
  });

  describe('resuming a draft (/create-request?draft={id})', () => {
    it('shows it as it was left, with its items, and sends it', async () => {
      const draft = request('0', [item(1, '1500')]);
      renderRouted('/create-request?draft=r1', [
        {
          request: { query: RequestForEditQuery, variables: { id: 'r1' } },
          result: { data: { purchaseRequest: draft } },
        },
        impact('WARN'),
        flowMocks('WARN').find((mock) => mock.request.query === SendRequestMutation)!,
      ]);
      expect(await screen.findByRole('heading', { name: 'Create Request' })).toBeInTheDocument();
      expect(await screen.findByRole('form', { name: 'List item' })).toBeInTheDocument();
      expect(field('Order text')).toHaveValue('Laptops');
      expect(field('Order text')).toBeDisabled();
      const items = screen.getByRole('list', { name: 'List items' });
      expect(
        within(items).getByText('1. Rollout — Capital Infrastructure, 1.500,00 EUR'),
      ).toBeInTheDocument();
      const send = screen.getByRole('button', { name: 'Send Request' });
      await waitFor(() => expect(send).toBeEnabled());
      // The redirect's 500 ms held still: what the form shows between Send and the redirect.
      jest.useFakeTimers();
      fireEvent.click(send);
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect(screen.getByText(REQUEST_SENT)).toBeInTheDocument();
      // Sent, it is no longer a Draft; the form stays until the redirect all the same.
      expect(screen.queryByText(NO_LONGER_A_DRAFT)).not.toBeInTheDocument();
      expect(screen.getByRole('form', { name: 'Request' })).toBeInTheDocument();
    });

    it('says so when the request is no longer a draft', async () => {
      renderRouted('/create-request?draft=r1', [
        {
          request: { query: RequestForEditQuery, variables: { id: 'r1' } },
          result: { data: { purchaseRequest: { ...request('0'), status: 'PROPOSED' } } },
        },
      ]);
      expect(await screen.findByText(NO_LONGER_A_DRAFT)).toBeInTheDocument();
      expect(screen.queryByRole('form', { name: 'Request' })).not.toBeInTheDocument();
    });
  });
});

describe("Edit after Next (spec §2 'Edit toggles to Save')", () => {
  /** The Draft r1 resumed with one item of 1,500.00 EUR that covers its amount. */
  const draft = request('0', [item(1, '1500')]);
  const resumeDraft = (mocks: readonly MockLink.MockedResponse[]) => {
    renderRouted('/create-request?draft=r1', [
      {
        request: { query: RequestForEditQuery, variables: { id: 'r1' } },
        result: { data: { purchaseRequest: draft } },
      },
      impact('WARN'),
      ...mocks,
    ]);
    return screen.findByRole('form', { name: 'List item' });
  };
  const actions = () => within(screen.getByRole('group', { name: 'Request actions' }));
  /** Every field of the info as the form sends it, the order text changed. */
  const changedInfo = {
    id: 'r1',
    companyId: 'c1',
    contactId: 'k1',
    startDate: '2099-01-10',
    deliveryDate: null,
    orderText: 'Laptops 2027',
    supplierId: null,
    sbuId: null,
    accountingElement: null,
    comments: null,
    orderAmount: '1500',
    currency: 'EUR',
  };

  it('Edit unlocks the info and holds Send with its reason; Save changes the Draft and locks it again', async () => {
    const update = answeredWith(
      UpdateRequestMutation,
      { input: changedInfo },
      { updatePurchaseRequest: payload({ ...draft, orderText: 'Laptops 2027' }) },
    );
    await resumeDraft([update]);
    expect(field('Order text')).toBeDisabled();
    const send = actions().getByRole('button', { name: 'Send Request' });
    await waitFor(() => expect(send).toBeEnabled());

    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(field('Order text')).toBeEnabled();
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription(SAVE_BEFORE_SENDING);
    await userEvent.clear(field('Order text'));
    await userEvent.type(field('Order text'), 'Laptops 2027');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(REQUEST_SAVED)).toBeInTheDocument();
    expect(update.result).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(field('Order text')).toBeDisabled());
    expect(field('Order text')).toHaveValue('Laptops 2027');
    expect(screen.getByRole('button', { name: 'Edit' })).toBeEnabled();
    expect(send).toBeEnabled();
    expect(screen.queryByText(SAVE_BEFORE_SENDING)).not.toBeInTheDocument();
  });

  it('says before Save that the amount cannot fall below the items; Discard changes goes back', async () => {
    await resumeDraft([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.clear(field('Order amount'));
    await userEvent.type(field('Order amount'), '1499.99');
    await userEvent.tab();
    expect(
      await screen.findByText(
        "Order amount cannot be less than the list items' total of 1.500,00 EUR",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(field('Order amount')).toHaveValue('1500');
    expect(field('Order amount')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeEnabled();
  });

  it("keeps the form in Edit with 'Error updating request: …' when the server refuses Save", async () => {
    const refusal = "Order amount cannot be less than the list items' total of 1.500,00 EUR";
    const update = answeredWith(
      UpdateRequestMutation,
      { input: changedInfo },
      {
        updatePurchaseRequest: {
          __typename: 'PurchaseRequestPayload',
          purchaseRequest: null,
          errors: [userError(refusal, 'VALIDATION')],
        },
      },
    );
    await resumeDraft([update]);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.clear(field('Order text'));
    await userEvent.type(field('Order text'), 'Laptops 2027');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(`Error updating request: ${refusal}`)).toBeInTheDocument();
    expect(field('Order text')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(actions().getByRole('button', { name: 'Send Request' })).toBeDisabled();
  });
});

describe('RequestFormPage: a failed write of an item or of Send', () => {
  afterEach(() => jest.useRealTimers());

  /** Edit of a stored request: Save creates the new request and carries its one item over. */
  async function editWithCarriedItem(...writes: object[]) {
    const stored = { ...request('0', [item(1, '1500')]), id: 'r0', status: 'DECLINED' };
    renderStored('edit', stored, [
      ...carriedMocks('2099-01-10', { supersedesId: 'r0' }),
      impact('WARN'),
      preview('2099-01-10', 'r0'),
      ...(writes as MockLink.MockedResponse[]),
    ]);
    await screen.findByRole('heading', { name: 'Edit Request' });
    await createWithCarriedItem('Save');
  }

  it('an edit replaces the archived request when it is sent: only then the archive is fetched again', async () => {
    const stored = { ...request('0', [item(1, '1500')]), id: 'r0', status: 'DECLINED' };
    const cache = cacheWithLists();
    renderStored(
      'edit',
      stored,
      [
        ...carriedMocks('2099-01-10', { supersedesId: 'r0' }),
        impact('WARN'),
        preview('2099-01-10', 'r0'),
        sendMockOf('r0'),
      ],
      cache,
    );
    await screen.findByRole('heading', { name: 'Edit Request' });
    await createWithCarriedItem('Save');
    expect(cachedLists(cache)).toEqual(['purchaseRequests', 'archivedRequests']);
    const save = within(screen.getByRole('group', { name: 'Request actions' })).getByRole(
      'button',
      { name: 'Save' },
    );
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    expect(await screen.findByText(REQUEST_SENT)).toBeInTheDocument();
    // Sent, it declined the archived request (no Restore, no Edit there now) and is open.
    expect(cachedLists(cache)).toEqual([]);
  });

  it("Add refused: 'Error when adding/updating/deleting list item: …', the item as typed", async () => {
    const add = answeredWith(
      AddListItemMutation,
      { input: plainItem },
      {
        addRequestListItem: {
          __typename: 'RequestListItemPayload',
          purchaseRequest: null,
          // Withdrawn meanwhile (another tab): the REST API's 409.
          errors: [userError('The request has been deleted.', 'CONFLICT')],
        },
      },
    );
    await createDraft([
      ...flowMocks('WARN').filter((mock) => mock.request.query !== AddListItemMutation),
      add,
    ]);
    const itemForm = screen.getByRole('form', { name: 'List item' });
    const addButton = await typePlainItem();
    jest.useFakeTimers();
    fireEvent.click(addButton);

    await expectErrorBannerFor3000Ms(
      'Error when adding/updating/deleting list item: The request has been deleted.',
    );
    expect(add.result).toHaveBeenCalledTimes(1);
    expect(field('Amount')).toHaveValue('499.75');
    expect(within(itemForm).getByLabelText('Open amount (EUR)')).toHaveValue('1.500,00 EUR');
    expect(screen.queryByRole('list', { name: 'List items' })).not.toBeInTheDocument();
  });

  it("Remove failed: 'Error when adding/updating/deleting list item: …', the item still there", async () => {
    const remove = failedWith(
      RemoveListItemMutation,
      { input: { requestId: 'r1', position: 1 } },
      'UPSTREAM_UNAVAILABLE',
      'The REST API is not reachable. Please try again later.',
    );
    await editWithCarriedItem(remove);
    jest.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Remove item 1' }));

    await expectErrorBannerFor3000Ms(
      'Error when adding/updating/deleting list item: The REST API is not reachable. Please try again later.',
    );
    expect(remove.result).toHaveBeenCalledTimes(1);
    const items = screen.getByRole('list', { name: 'List items' });
    expect(
      within(items).getByText('1. Rollout — Capital Infrastructure, 1.500,00 EUR'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Open amount (EUR)')).toHaveValue('0,00 EUR');
  });

  describe('Remove made but not read back by the bff (purchaseRequest null, no errors)', () => {
    const removedUnread = () =>
      answeredWith(
        RemoveListItemMutation,
        { input: { requestId: 'r1', position: 1 } },
        {
          removeRequestListItem: {
            __typename: 'PurchaseRequestPayload',
            purchaseRequest: null,
            errors: [],
          },
        },
      );
    const readAgain = (result: object) => ({
      request: { query: RequestForEditQuery, variables: { id: 'r1' } },
      ...result,
    });

    it('asks for the request again and shows it without the item, with no failure', async () => {
      const remove = removedUnread();
      await editWithCarriedItem(
        remove,
        readAgain({ result: { data: { purchaseRequest: request('1500') } } }),
      );
      fireEvent.click(screen.getByRole('button', { name: 'Remove item 1' }));
      await waitFor(() =>
        expect(screen.queryByRole('list', { name: 'List items' })).not.toBeInTheDocument(),
      );
      expect(screen.getByLabelText('Open amount (EUR)')).toHaveValue('1.500,00 EUR');
      expect(remove.result).toHaveBeenCalledTimes(1);
      expect(screen.queryByText(/^Error/)).not.toBeInTheDocument();
    });

    it('says the change was saved when the request cannot be read again either', async () => {
      const remove = removedUnread();
      await editWithCarriedItem(remove, readAgain({ error: new Error('offline') }));
      fireEvent.click(screen.getByRole('button', { name: 'Remove item 1' }));
      expect(
        await screen.findByText(
          'The change was saved, but the request could not be loaded again. Reload the page before changing it further.',
        ),
      ).toBeInTheDocument();
      expect(remove.result).toHaveBeenCalledTimes(1);
      expect(screen.queryByText(/^Error when adding/)).not.toBeInTheDocument();
    });
  });

  it("Save (Send) refused: 'Error updating request: …', no success and no redirect", async () => {
    const refusal =
      "The budget of Project 'Rollout' would be exceeded: budget 2000.00 EUR, committed 800.00 EUR, this request 1500.00 EUR.";
    const send = answeredWith(
      SendRequestMutation,
      { id: 'r1' },
      {
        sendPurchaseRequest: {
          __typename: 'PurchaseRequestPayload',
          purchaseRequest: null,
          // BLOCK mode: the REST API's 422.
          errors: [userError(refusal, 'OVER_BUDGET')],
        },
      },
    );
    await editWithCarriedItem(send);
    const save = within(screen.getByRole('group', { name: 'Request actions' })).getByRole(
      'button',
      { name: 'Save' },
    );
    await waitFor(() => expect(save).toBeEnabled());
    jest.useFakeTimers();
    fireEvent.click(save);

    await expectErrorBannerFor3000Ms(`Error updating request: ${refusal}`);
    expect(send.result).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Request sent successfully!')).not.toBeInTheDocument();
    // Past the request redirect (0.5 s) and the banner: still on the form, Save offered again.
    expect(screen.getByTestId('location')).toHaveTextContent('/edit-purchase-request?request=r0');
    expect(save).toBeEnabled();
  });
});

describe('Edit and Renew: reading the stored request', () => {
  const renderReading = (mode: 'edit' | 'renew', answer: MockLink.MockedResponse) =>
    renderWithProviders(<RequestFormPage mode={mode} />, {
      mocks: [...baseMocks, answer],
      session: session(),
      route: `/${mode}-purchase-request?request=r9`,
    });

  it.each(['edit', 'renew'] as const)(
    '%s: says so for a request that does not exist',
    async (mode) => {
      renderReading(
        mode,
        answeredWith(RequestForEditQuery, { id: 'r9' }, { purchaseRequest: null }),
      );
      expect(await screen.findByText(REQUEST_TEXTS.noRequestFound)).toBeInTheDocument();
    },
  );

  it.each(['edit', 'renew'] as const)(
    '%s: shows why the request could not be read, not that there is none',
    async (mode) => {
      renderReading(
        mode,
        failedWith(RequestForEditQuery, { id: 'r9' }, 'UPSTREAM_UNAVAILABLE', 'REST API down'),
      );
      await expectSaid('alert', TEXTS.networkError);
      expect(screen.queryByText(REQUEST_TEXTS.noRequestFound)).toBeNull();
    },
  );

  it.each([
    [
      'an order',
      { status: 'APPROVED' },
      'An approved request is a purchase order and cannot be edited.',
    ],
    [
      'a request an edit replaced',
      { status: 'DECLINED', supersededById: 'r12' },
      'The request has already been replaced by request #r12.',
    ],
  ])(
    'edit of %s: says at once that it cannot be edited, with no form',
    async (_what, state, text) => {
      const stored = { ...request('1500', [item(1, '1500')]), id: 'r9', ...state };
      renderReading(
        'edit',
        answeredWith(RequestForEditQuery, { id: 'r9' }, { purchaseRequest: stored }),
      );
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.queryByRole('form', { name: 'Request' })).toBeNull();
    },
  );
});

describe('RequestFormPage: where the focus goes (keyboard audit)', () => {
  const three = [item(1, '500'), item(2, '500'), item(3, '500')];
  const removed = (position: number, listItems: object[]) => ({
    request: {
      query: RemoveListItemMutation,
      variables: { input: { requestId: 'r1', position } },
    },
    result: { data: { removeRequestListItem: payload(request('1500', listItems)) } },
  });

  it('goes to the list item form after Next and again after Add, not to <body>', async () => {
    await createDraft(flowMocks('WARN'));
    const itemForm = screen.getByRole('form', { name: 'List item' });
    expect(itemForm).toHaveFocus();
    const add = await typePlainItem();
    await userEvent.click(add);
    await screen.findByRole('list', { name: 'List items' });
    await waitFor(() => expect(itemForm).toHaveFocus());
    // Tab goes on to its first field.
    await userEvent.tab();
    expect(field('Entity')).toHaveFocus();
  });

  it('goes to the next Remove button after Remove, else the one before, else the item form', async () => {
    await createDraft([
      ...baseMocks,
      carriedMocks('2099-01-10', { supersedesId: null })[0]!,
      {
        request: { query: AddListItemMutation, variables: { input: plainItem } },
        result: { data: { addRequestListItem: itemPayload(request('0', three)) } },
      },
      // Positions close up: the third item is the second after the second is removed.
      removed(2, [three[0]!, { ...three[2]!, position: 2 }]),
      removed(2, [three[0]!]),
      removed(1, []),
      impact('WARN'),
    ]);
    const add = await typePlainItem();
    await userEvent.click(add);
    const list = await screen.findByRole('list', { name: 'List items' });

    const third = within(list).getByRole('button', { name: 'Remove item 3' });
    await userEvent.click(within(list).getByRole('button', { name: 'Remove item 2' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    await waitFor(() => expect(third).toHaveFocus());
    expect(third).toHaveAccessibleName('Remove item 2');

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    await waitFor(() =>
      expect(within(list).getByRole('button', { name: 'Remove item 1' })).toHaveFocus(),
    );

    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'List items' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(screen.getByRole('form', { name: 'List item' })).toHaveFocus());
  });

  it('goes to the next entity chip after a chip is deleted, else to the picker, and says so', async () => {
    renderWithProviders(<RequestFormPage mode="create" />, {
      mocks: baseMocks,
      session: session(),
      route: '/create-request',
    });
    await fillRequest();
    // The product itself, beside its project.
    await userEvent.click(screen.getByRole('button', { name: 'Add entity' }));
    const project = screen.getByRole('button', { name: 'Project: Rollout (Laptop)' });
    const product = screen.getByRole('button', { name: 'Product: Laptop' });

    act(() => project.focus());
    await userEvent.keyboard('{Delete}');
    expect(project).not.toBeInTheDocument();
    expect(product).toHaveFocus();
    // Said in the form's polite live region, not in the status banner (red for 'error' in a name).
    const said = await screen.findByText(
      'Project: Rollout (Laptop) removed from the selected entities.',
    );
    expect(said).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    await userEvent.keyboard('{Delete}');
    expect(product).not.toBeInTheDocument();
    expect(field('Product family')).toHaveFocus();
    expect(
      await screen.findByText('Product: Laptop removed from the selected entities.'),
    ).toBeInTheDocument();
  });
});
