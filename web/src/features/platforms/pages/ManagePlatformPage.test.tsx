import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PLATFORM_MESSAGES, PLATFORM_TEXTS, ROLES } from '@cost-steering/schema';
import { renderWithProviders } from '../../../testing/render';
import { testSession } from '../../../testing/session';
import { expectExactlyAfter, recordedQuery } from '../../../testing/timing';
import {
  FamilyChoicesQuery,
  FamilyProductChoicesQuery,
  ProductEntityChoicesQuery,
} from '../../../shared/hierarchy-choices/documents';
import { AddPlatformConsumerMutation } from '../documents';
import { PlatformProductQuery } from '../documents';
import { UpdatePlatformCostMutation } from '../documents';
import { consumer, platformProduct, productMock } from '../testData';
import { ManagePlatformPage } from './ManagePlatformPage';
import { pressEnterOn } from '../../../testing/keyboard';

const families = {
  request: { query: FamilyChoicesQuery },
  result: {
    data: {
      productFamilies: [
        { __typename: 'ProductFamily', id: '4', name: 'Shared Platform Services' },
        { __typename: 'ProductFamily', id: '5', name: 'Retail' },
      ],
    },
  },
  maxUsageCount: 5,
};
const products = {
  request: { query: FamilyProductChoicesQuery, variables: { familyId: '5' } },
  result: {
    data: {
      productFamily: {
        __typename: 'ProductFamily',
        id: '5',
        products: [{ __typename: 'Product', id: '21', name: 'Shop' }],
      },
    },
  },
};
const entities = {
  request: { query: ProductEntityChoicesQuery, variables: { productId: '21' } },
  result: {
    data: {
      product: {
        __typename: 'Product',
        id: '21',
        projects: [{ __typename: 'Project', id: '101', name: 'Web Shop' }],
        applications: [{ __typename: 'Application', id: '102', name: 'Checkout' }],
      },
    },
  },
};

function addMock(errors: object[]) {
  return {
    request: {
      query: AddPlatformConsumerMutation,
      variables: { input: { platformProductId: '13', kind: 'PROJECT', entityId: '101' } },
    },
    result: {
      data: {
        addPlatformConsumer: {
          __typename: 'AddPlatformConsumerPayload',
          consumer: errors.length ? null : consumer(1, 'PROJECT', { name: 'Web Shop' }),
          platformProduct: errors.length ? null : platformProduct(),
          errors,
        },
      },
    },
  };
}

function renderPage(
  mocks: object[] = [],
  product: object = productMock({ name: 'Kubernetes' }, platformProduct()),
) {
  renderWithProviders(<ManagePlatformPage />, {
    mocks: [product, families, ...mocks] as never,
    session: testSession({ roles: [ROLES.managePlatform] }),
    route: '/manage-platform?platform=Kubernetes',
  });
}

const cost = () => screen.getByRole('textbox', { name: /Platform cost/ });
const update = () => screen.getByRole('button', { name: 'Update cost' });

async function choose(label: RegExp, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Update cost of product 13 to 250, answered as saved. */
const costUpdatedTo250 = () => ({
  request: {
    query: UpdatePlatformCostMutation,
    variables: { input: { productId: '13', platformCost: '250' } },
  },
  result: {
    data: {
      updatePlatformCost: {
        __typename: 'UpdatePlatformCostPayload',
        product: { __typename: 'Product', id: '13', platformCost: '250.00' },
        errors: [],
      },
    },
  },
});

describe('manage platform', () => {
  afterEach(() => jest.useRealTimers());

  it('disables Update cost while the cost is empty or negative', async () => {
    renderPage();
    expect(await screen.findByText('Name: Kubernetes')).toBeInTheDocument();
    expect(cost()).toHaveValue('100.00');
    expect(update()).toBeEnabled();
    await userEvent.clear(cost());
    expect(update()).toBeDisabled();
    expect(screen.getByText(PLATFORM_MESSAGES.costRequired)).toBeInTheDocument();
    await userEvent.type(cost(), '-5');
    expect(update()).toBeDisabled();
    expect(screen.getByText(PLATFORM_MESSAGES.costNegative)).toBeInTheDocument();
    await userEvent.clear(cost());
    await userEvent.type(cost(), '0');
    expect(update()).toBeEnabled();
  });

  it('disables Update cost for a cost the server refuses: more than 2 decimals or 12 digits', async () => {
    renderPage();
    expect(await screen.findByText('Name: Kubernetes')).toBeInTheDocument();
    for (const typed of ['1.005', '1234567890123']) {
      await userEvent.clear(cost());
      await userEvent.type(cost(), typed);
      expect(update()).toBeDisabled();
      expect(screen.getByText(PLATFORM_MESSAGES.costDecimals)).toBeInTheDocument();
    }
  });

  it("updates the cost with the spec's message and fetches the platform again 1000 ms later", async () => {
    const updated = { ...costUpdatedTo250(), delay: 0 };
    const { mock, requests } = recordedQuery(PlatformProductQuery, [
      { platformProduct: platformProduct() },
      { platformProduct: platformProduct({ platformCost: '250.00', consumersForecast: '250.00' }) },
    ]);
    renderPage([updated], mock);
    await screen.findByText('Name: Kubernetes');
    await userEvent.clear(cost());
    await userEvent.type(cost(), '250');
    const asked = requests.mock.calls.length;

    jest.useFakeTimers();
    fireEvent.click(update());
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByText(PLATFORM_TEXTS.platformModified)).toBeInTheDocument();
    await expectExactlyAfter(1000, {
      before: () => expect(requests).toHaveBeenCalledTimes(asked),
      after: () => expect(requests).toHaveBeenCalledTimes(asked + 1),
    });
    expect(requests).toHaveBeenLastCalledWith({ name: 'Kubernetes' });
    // What the consumers carry now, as the server counts it after the update.
    expect(await screen.findByText('Carried by its consumers: 250,00 EUR')).toBeInTheDocument();
  });

  // Issue 31 item 11: 'the platform cost field goes blank after Update' (does not reproduce).
  it('keeps the saved cost in the field after Update cost, as the server keeps it after the refetch', async () => {
    const { mock } = recordedQuery(PlatformProductQuery, [
      { platformProduct: platformProduct() },
      { platformProduct: platformProduct({ platformCost: '250.00', consumersForecast: '250.00' }) },
    ]);
    renderPage([{ ...costUpdatedTo250(), delay: 0 }], mock);
    await screen.findByText('Name: Kubernetes');
    expect(cost()).toHaveValue('100.00');
    await userEvent.clear(cost());
    await userEvent.type(cost(), '250');

    jest.useFakeTimers();
    fireEvent.click(update());
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByText(PLATFORM_TEXTS.platformModified)).toBeInTheDocument();
    expect(cost()).toHaveValue('250');
    expect(update()).toBeEnabled();
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(await screen.findByText('Carried by its consumers: 250,00 EUR')).toBeInTheDocument();
    expect(cost()).toHaveValue('250.00');
    expect(update()).toBeEnabled();
  });

  it('puts the focus back in the field after Update cost by keyboard (not on <body>)', async () => {
    const updated = costUpdatedTo250();
    renderPage([updated]);
    await screen.findByText('Name: Kubernetes');
    await userEvent.clear(cost());
    await userEvent.type(cost(), '250');
    await userEvent.tab();
    expect(update()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText(PLATFORM_TEXTS.platformModified)).toBeInTheDocument();
    await waitFor(() => expect(cost()).toHaveFocus());
  });

  it('puts the focus on the Allocate consumer form after Add Consumer by keyboard', async () => {
    renderPage([products, entities, addMock([])]);
    await screen.findByText('Name: Kubernetes');
    await choose(/^Product family/, 'Retail');
    await choose(/^Product$/, 'Shop');
    await choose(/^Project or application/, 'Project: Web Shop');
    const add = screen.getByRole('button', { name: 'Add Consumer' });
    await waitFor(() => expect(add).toBeEnabled());
    await pressEnterOn(add);
    expect(await screen.findByText(PLATFORM_TEXTS.consumerAdded)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('form', { name: 'Allocate consumer' })).toHaveFocus(),
    );
  });

  it('leaves platform families out and needs a project or application for Add Consumer', async () => {
    renderPage([products, entities, addMock([])]);
    await screen.findByText('Name: Kubernetes');
    const add = screen.getByRole('button', { name: 'Add Consumer' });
    expect(add).toBeDisabled();
    await userEvent.click(screen.getByRole('combobox', { name: /^Product family/ }));
    expect(await screen.findByRole('option', { name: 'Retail' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Shared Platform Services' })).toBeNull();
    await userEvent.click(screen.getByRole('option', { name: 'Retail' }));
    await choose(/^Product$/, 'Shop');
    expect(add).toBeDisabled();
    await choose(/^Project or application/, 'Project: Web Shop');
    await waitFor(() => expect(add).toBeEnabled());
    await userEvent.click(add);
    expect(await screen.findByText(PLATFORM_TEXTS.consumerAdded)).toBeInTheDocument();
  });

  it('shows the spec text for a project added twice', async () => {
    const twice = {
      __typename: 'UserError',
      field: 'entityId',
      message: PLATFORM_TEXTS.projectAlreadyAdded,
      code: 'CONFLICT',
    };
    renderPage([products, entities, addMock([twice])]);
    await screen.findByText('Name: Kubernetes');
    await choose(/^Product family/, 'Retail');
    await choose(/^Product$/, 'Shop');
    await choose(/^Project or application/, 'Project: Web Shop');
    await userEvent.click(screen.getByRole('button', { name: 'Add Consumer' }));
    expect(await screen.findByText('Error: Project has already been added!')).toBeInTheDocument();
  });
});
