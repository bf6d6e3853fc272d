import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@apollo/client/react';
import { ROLES, TEXTS, TIMINGS } from '@cost-steering/schema';
import { renderWithProviders } from '../../../testing/render';
import { testSession } from '../../../testing/session';
import { ProductFamiliesQuery } from '../documents';
import {
  createdEntity,
  createdProduct,
  currenciesMock,
  enter,
  familyChoicesMock,
  familyProductsMock,
  familyRow,
  ownersMock,
} from '../forms/testMocks';
import { CreateProductFamilyMutation } from '../documents';
import { CreateProductMutation } from '../hooks/useCreateProduct';
import { CreateProjectMutation } from '../hooks/useCreateProject';
import { family } from '../testData';
import { CreateProductFamilyPage } from './CreateProductFamilyPage';
import { pressEnterOn } from '../../../testing/keyboard';

const year = new Date().getFullYear();

const owners = ownersMock(['admin', 'controller']);
const noFamilyChoices = familyChoicesMock([]);

function createMock(input: object, payload: object) {
  const result = jest.fn(() => ({
    data: {
      createProductFamily: { __typename: 'CreateProductFamilyPayload', ...payload },
    },
  }));
  return { request: { query: CreateProductFamilyMutation, variables: { input } }, result };
}

function renderForm(mocks: object[] = [], budgetLimitEnabled = true) {
  renderWithProviders(<CreateProductFamilyPage />, {
    mocks: [owners, noFamilyChoices, ...mocks] as never,
    session: testSession({ roles: [ROLES.editProductFamily], flags: { budgetLimitEnabled } }),
  });
}

const familyForm = () => screen.getByRole('form', { name: 'Create product family' });
const nameField = () => within(familyForm()).getByRole('textbox', { name: /^Name/ });
const submit = () => within(familyForm()).getByRole('button', { name: 'Submit' });

async function fillValidFamily(name = 'Cloud Services', limit = '400000', user = userEvent) {
  await enter(nameField(), name, user);
  await enter(within(familyForm()).getByRole('textbox', { name: /^Budget limit/ }), limit, user);
}

/** The answer to fillValidFamily's Submit: Cloud Services created as family 9. */
const cloudServicesCreated = () =>
  createMock(
    { name: 'Cloud Services', owner: 'controller', year, budgetLimit: '400000' },
    {
      productFamily: family(9, { name: 'Cloud Services', budgetLimit: '400000.00' }),
      errors: [],
    },
  );

describe('create product family form', () => {
  it('starts with the current user as owner and the current year, and Submit disabled', async () => {
    renderForm();
    expect(screen.getByRole('combobox', { name: /^Owner/ })).toHaveTextContent('controller');
    expect(screen.getByRole('spinbutton', { name: /^Year/ })).toHaveValue(year);
    await waitFor(() => expect(submit()).toBeDisabled());
  });

  it('counts the name characters against 32 and explains a too long name', async () => {
    renderForm();
    await userEvent.type(nameField(), 'Cloud');
    expect(screen.getByLabelText('Name length')).toHaveTextContent('5/32');

    await userEvent.clear(nameField());
    await enter(nameField(), 'x'.repeat(33));
    await userEvent.tab();
    expect(await screen.findByText('Name can have at most 32 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Name length')).toHaveTextContent('33/32');
  });

  it('explains a missing name, a year out of range and a budget limit below 1', async () => {
    renderForm();
    await userEvent.click(nameField());
    await userEvent.tab();
    const yearField = screen.getByRole('spinbutton', { name: /^Year/ });
    await userEvent.clear(yearField);
    await enter(yearField, '1899');
    await enter(within(familyForm()).getByRole('textbox', { name: /^Budget limit/ }), '0.5');
    await userEvent.tab();

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Year must be between 1900 and 3000')).toBeInTheDocument();
    expect(screen.getByText('Budget limit must be at least 1')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });

  it('asks for a target instead of a budget limit when the budget-limit feature is off', async () => {
    renderForm([], false);
    expect(screen.queryByRole('textbox', { name: /^Budget limit/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('textbox', { name: /^Target/ }));
    await userEvent.tab();
    expect(await screen.findByText('Target is required')).toBeInTheDocument();
  });

  it('clears the name and shows the exact banner when the name already exists', async () => {
    const duplicate = createMock(
      { name: 'Cloud Services', owner: 'controller', year, budgetLimit: '400000' },
      {
        productFamily: null,
        errors: [
          {
            __typename: 'UserError',
            field: 'name',
            message: TEXTS.familyDuplicateServer,
            code: 'DUPLICATE_NAME',
          },
        ],
      },
    );
    renderForm([duplicate]);
    await fillValidFamily();
    await waitFor(() => expect(submit()).toBeEnabled());
    await userEvent.click(submit());

    const said = await screen.findByText(
      'Error: Product Family with name you provided already exists!',
    );
    expect(said.closest('.MuiAlert-root')).toHaveClass('MuiAlert-colorError');
    await waitFor(() => expect(nameField()).toHaveValue(''));
    expect(duplicate.result).toHaveBeenCalledTimes(1);
  });

  it('shows a server rule failure at its field', async () => {
    const invalid = createMock(
      { name: 'Cloud Services', owner: 'controller', year, budgetLimit: '400000' },
      {
        productFamily: null,
        errors: [
          {
            __typename: 'UserError',
            field: 'owner',
            message: 'Owner is not a known user',
            code: 'VALIDATION',
          },
        ],
      },
    );
    renderForm([invalid]);
    await fillValidFamily();
    await waitFor(() => expect(submit()).toBeEnabled());
    await userEvent.click(submit());
    expect(await screen.findByText('Owner is not a known user')).toBeInTheDocument();
  });

  it('confirms a created family, locks the fields and offers New to start again', async () => {
    renderForm([cloudServicesCreated()]);
    await fillValidFamily();
    await waitFor(() => expect(submit()).toBeEnabled());
    await userEvent.click(submit());

    expect(await screen.findByText(TEXTS.familyCreated)).toBeInTheDocument();
    expect(nameField()).toBeDisabled();
    expect(submit()).toBeDisabled();
    // edit-product-family alone may not create products: no product form that could only fail.
    expect(screen.queryByRole('form', { name: 'Create product' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'New' }));
    expect(nameField()).toBeEnabled();
    expect(nameField()).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'New' })).not.toBeInTheDocument();
  });

  it('keeps the focus on the form after Submit and New by keyboard (not on <body>)', async () => {
    renderForm([cloudServicesCreated()]);
    await fillValidFamily();
    await waitFor(() => expect(submit()).toBeEnabled());
    await pressEnterOn(submit());
    expect(await screen.findByText(TEXTS.familyCreated)).toBeInTheDocument();
    // Submit is disabled and the fields locked: the focus goes to the form, not to <body>.
    await waitFor(() => expect(familyForm()).toHaveFocus());
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'New' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(familyForm()).toHaveFocus();
  });

  it('adds the created family to the cached family list without reloading it', async () => {
    const listed = {
      request: { query: ProductFamiliesQuery },
      result: { data: { productFamilies: [] } },
      maxUsageCount: 1,
    };
    const created = createMock(
      { name: 'Cloud Services', owner: 'controller', year, budgetLimit: '400000' },
      {
        productFamily: family(9, { name: 'Cloud Services', budget: '0.00', forecast: '0.00' }),
        errors: [],
      },
    );
    renderWithProviders(
      <>
        <FamilyNames />
        <CreateProductFamilyPage />
      </>,
      {
        mocks: [owners, noFamilyChoices, listed, created] as never,
        session: testSession({
          roles: [ROLES.editProductFamily],
          flags: { budgetLimitEnabled: true },
        }),
      },
    );
    expect(await screen.findByText('no families')).toBeInTheDocument();
    await fillValidFamily();
    await waitFor(() => expect(submit()).toBeEnabled());
    await userEvent.click(submit());
    expect(await screen.findByRole('listitem')).toHaveTextContent('Cloud Services');
  });
});

/** Another screen showing the cached family list (the overview uses the same query). */
function FamilyNames() {
  const { data } = useQuery(ProductFamiliesQuery);
  if (!data) return null;
  if (data.productFamilies.length === 0) return <p>no families</p>;
  return (
    <ul>
      {data.productFamilies.map((known) => (
        <li key={known.id}>{known.name}</li>
      ))}
    </ul>
  );
}

describe('create product family, then its products', () => {
  const platformFamily = family(9, {
    name: 'Cloud Platform',
    budgetLimit: '400000.00',
    budget: '0.00',
    availableBudget: '400000.00',
  });
  const newProduct = createdProduct({
    id: '40',
    name: 'Storage Platform',
    budgetLimit: '400.00',
    availableBudget: '400.00',
    isPlatform: true,
    platformCost: '50.00',
    family: {
      __typename: 'ProductFamily',
      id: '9',
      name: 'Cloud Platform',
      availableBudget: '399600.00',
    },
  });

  function flowMocks() {
    return [
      owners,
      noFamilyChoices,
      currenciesMock(),
      createMock(
        { name: 'Cloud Platform', owner: 'controller', year, budgetLimit: '400000' },
        { productFamily: platformFamily, errors: [] },
      ),
      {
        request: {
          query: CreateProductMutation,
          variables: {
            input: {
              productFamilyId: '9',
              name: 'Storage Platform',
              owner: 'controller',
              budgetLimit: '400',
              platformCost: '50',
            },
          },
        },
        result: {
          data: {
            createProduct: { __typename: 'CreateProductPayload', product: newProduct, errors: [] },
          },
        },
      },
      familyProductsMock(familyRow('9', 'Cloud Platform'), [
        { id: '40', name: 'Storage Platform', availableBudget: '400.00' },
      ]),
      {
        request: {
          query: CreateProjectMutation,
          variables: {
            input: {
              productId: '40',
              name: 'Customer Portal',
              owner: 'controller',
              currency: 'EUR',
              budget: { bci: '100' },
            },
          },
        },
        result: {
          data: {
            createProject: {
              __typename: 'ProjectPayload',
              project: createdEntity('Project', { familyId: '9' }),
              errors: [],
            },
          },
        },
        delay: 0,
      },
    ];
  }

  const productForm = () => screen.getByRole('form', { name: 'Create product' });

  async function createFamilyAndProduct(user = userEvent) {
    renderWithProviders(<CreateProductFamilyPage />, {
      mocks: flowMocks() as never,
      session: testSession({
        roles: [ROLES.editProductFamily, ROLES.editProductHierarchy, ROLES.editProjectApplication],
        flags: { budgetLimitEnabled: true },
      }),
    });
    await fillValidFamily('Cloud Platform', '400000', user);
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());

    const form = await screen.findByRole('form', { name: 'Create product' });
    expect(within(form).getByRole('combobox', { name: /^Product family/ })).toHaveTextContent(
      'Cloud Platform',
    );
    expect(within(form).getByRole('checkbox', { name: 'Platform' })).toBeChecked();
    expect(within(form).getByText('Unallocated: 400.000,00 EUR')).toBeInTheDocument();

    await enter(within(form).getByRole('textbox', { name: /^Name/ }), 'Storage Platform', user);
    await enter(within(form).getByRole('textbox', { name: /^Budget limit/ }), '400', user);
    await enter(within(form).getByRole('textbox', { name: /^Platform cost/ }), '50', user);
    const productSubmit = within(form).getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(productSubmit).toBeEnabled());
    await user.click(productSubmit);
    return screen.findByRole('region', { name: 'Product created' });
  }

  it('shows the product form for the new family, then locks it and offers New and the success panel', async () => {
    const panel = await createFamilyAndProduct();
    const form = productForm();
    expect(within(form).getByRole('textbox', { name: /^Name/ })).toBeDisabled();
    expect(within(form).getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(within(panel).getByRole('article', { name: 'Storage Platform' })).toBeInTheDocument();

    await userEvent.click(within(form).getByRole('button', { name: 'New' }));
    expect(within(form).getByRole('textbox', { name: /^Name/ })).toHaveValue('');
    expect(within(form).getByRole('combobox', { name: /^Product family/ })).toHaveTextContent(
      'Cloud Platform',
    );
  });

  it('opens the create modal from Add Project with the product chosen and closes it 1 s after the create', async () => {
    const panel = await createFamilyAndProduct();
    // Clicks without a ripple: a ripple's timers would outlive the switch to fake timers.
    fireEvent.click(within(panel).getByRole('button', { name: 'Add Project' }));

    const dialog = await screen.findByRole('dialog', { name: TEXTS.createEntityModalTitle });
    expect(within(dialog).queryByRole('combobox', { name: /^Product family/ })).toBeNull();
    expect(within(dialog).getByRole('combobox', { name: /^Product/ })).toHaveTextContent(
      'Storage Platform',
    );
    expect(await within(dialog).findByText('Unallocated: 400,00 EUR')).toBeInTheDocument();
    await enter(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Customer Portal');
    await enter(
      within(dialog).getByRole('textbox', { name: 'Capital Infrastructure (bci)' }),
      '100',
    );
    const create = within(dialog).getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(create).toBeEnabled());

    jest.useFakeTimers();
    try {
      fireEvent.click(create);
      expect(await screen.findByText(TEXTS.projectAdded)).toBeInTheDocument();
      expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toBeDisabled();
      act(() => jest.advanceTimersByTime(TIMINGS.modalCloseAfterCreateMs - 1));
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
    // The card shows what the new project left of the product's budget.
    const card = within(panel).getByRole('article', { name: 'Storage Platform' });
    expect(within(card).getByText('300,00 EUR')).toBeInTheDocument();
  });

  it('hides the product form again when New starts another family', async () => {
    await createFamilyAndProduct();
    await userEvent.click(within(familyForm()).getByRole('button', { name: 'New' }));
    expect(screen.queryByRole('form', { name: 'Create product' })).not.toBeInTheDocument();
  });
});
