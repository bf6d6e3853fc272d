import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { dataUrlByteLength, ROLES, TEXTS } from '@cost-steering/schema';
import { renderWithProviders } from '../../../testing/render';
import { testSession } from '../../../testing/session';
import {
  choose,
  createdProduct,
  currenciesMock,
  enter,
  familyChoicesMock,
  familyProductsMock,
  touch,
  familyRow,
  ownersMock,
  regionsMock,
  userError,
} from '../forms/testMocks';
import { CreateProductMutation } from '../hooks/useCreateProduct';
import { UploadProductImageMutation } from '../hooks/useUploadProductImage';
import { CreateProductPage } from './CreateProductPage';
import { expectSaid } from '../../../testing/said';
import { pressEnterOn } from '../../../testing/keyboard';

const cloud = familyRow('1', 'Cloud Services', '1000.00');
const platforms = familyRow('2', 'Shared PLATFORM services', '500.00');
const exhausted = familyRow('3', 'Workplace', '0.00');
const overdrawn = familyRow('4', 'Archive', '-5.00');

interface Options {
  mocks?: MockLink.MockedResponse[];
  budgetLimitEnabled?: boolean;
  regionsEnabled?: boolean;
  roles?: string[];
}

function renderPage({
  mocks = [],
  budgetLimitEnabled = true,
  regionsEnabled = false,
  roles = [ROLES.editProductHierarchy, ROLES.editProjectApplication],
}: Options = {}) {
  renderWithProviders(<CreateProductPage />, {
    mocks: [
      familyChoicesMock([platforms, exhausted, cloud, overdrawn]),
      familyProductsMock(cloud, [{ id: '40', name: 'Object Storage', availableBudget: '400.00' }]),
      ownersMock(),
      regionsMock(),
      currenciesMock(),
      ...mocks,
    ],
    session: testSession({ roles, flags: { budgetLimitEnabled, regionsEnabled } }),
  });
}

function createMock(input: object, payload: object) {
  const result = jest.fn(() => ({
    data: { createProduct: { __typename: 'CreateProductPayload', errors: [], ...payload } },
  }));
  return { request: { query: CreateProductMutation, variables: { input } }, result };
}

const form = () => screen.getByRole('form', { name: 'Create product' });
const nameField = () => within(form()).getByRole('textbox', { name: /^Name/ });
const limitField = () => screen.getByRole('textbox', { name: /^Budget limit/ });
const submit = () => screen.getByRole('button', { name: 'Submit' });
const platformBox = () => screen.getByRole('checkbox', { name: 'Platform' });

async function fillValidProduct(name = 'Object Storage', limit = '400') {
  await choose(/^Product family/, 'Cloud Services');
  await enter(nameField(), name);
  await enter(limitField(), limit);
}

const baseInput = {
  productFamilyId: '1',
  name: 'Object Storage',
  owner: 'controller',
  budgetLimit: '400',
};

describe('create product form', () => {
  it('offers the families sorted by name, the current user as owner, and starts disabled', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('combobox', { name: /^Product family/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Archive',
      'Cloud Services',
      'Shared PLATFORM services',
      'Workplace',
    ]);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('combobox', { name: /^Owner/ })).toHaveTextContent('controller');
    expect(submit()).toBeDisabled();
  });

  it('explains a missing family, name, region and budget limit', async () => {
    renderPage({ regionsEnabled: true });
    await touch(screen.getByRole('combobox', { name: /^Product family/ }));
    await touch(nameField());
    await touch(screen.getByRole('combobox', { name: /^Region/ }));
    await touch(limitField());

    expect(await screen.findByText('Product family is required')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Region is required')).toBeInTheDocument();
    expect(screen.getByText('Budget limit is required')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });

  it('offers no region when regions are disabled', async () => {
    renderPage({ regionsEnabled: false });
    await screen.findByRole('combobox', { name: /^Product family/ });
    expect(screen.queryByRole('combobox', { name: /^Region/ })).not.toBeInTheDocument();
  });

  it('counts the name against 32 characters and explains a too long name', async () => {
    renderPage();
    await enter(nameField(), 'x'.repeat(33));
    await userEvent.tab();
    expect(await screen.findByText('Name can have at most 32 characters')).toBeInTheDocument();
    expect(within(form()).getByLabelText('Name length')).toHaveTextContent('33/32');
  });

  it("shows the family's available budget and refuses a limit above it, below 1 or not a number", async () => {
    renderPage();
    await choose(/^Product family/, 'Cloud Services');
    expect(screen.getByText('Unallocated: 1.000,00 EUR')).toBeInTheDocument();

    await enter(limitField(), '1000.01');
    await userEvent.tab();
    expect(
      await screen.findByText("Budget limit cannot exceed the family's remaining budget"),
    ).toBeInTheDocument();

    await userEvent.clear(limitField());
    await enter(limitField(), '0.5');
    expect(await screen.findByText('Budget limit must be at least 1')).toBeInTheDocument();

    await userEvent.clear(limitField());
    await enter(limitField(), '12a');
    expect(await screen.findByText('Budget limit must be a number')).toBeInTheDocument();

    await userEvent.clear(limitField());
    await enter(limitField(), '1000');
    await enter(nameField(), 'Object Storage');
    await waitFor(() => expect(submit()).toBeEnabled());
  });

  it.each([
    ['nothing', exhausted.name],
    ['less than nothing', overdrawn.name],
  ])('disables Submit when the family has %s left', async (_, familyName) => {
    renderPage();
    await choose(/^Product family/, familyName);
    await enter(nameField(), 'Object Storage');
    expect(
      await screen.findByText('The product family has no remaining budget'),
    ).toBeInTheDocument();
    expect(limitField()).toBeDisabled();
    expect(submit()).toBeDisabled();
  });

  it('asks for a target instead of a budget limit when the budget-limit feature is off', async () => {
    renderPage({ budgetLimitEnabled: false });
    await choose(/^Product family/, 'Workplace');
    expect(screen.queryByRole('textbox', { name: /^Budget limit/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Unallocated/)).not.toBeInTheDocument();
    await touch(screen.getByRole('textbox', { name: /^Target/ }));
    expect(await screen.findByText('Target is required')).toBeInTheDocument();
  });

  it('ticks Platform for a family named like a platform, in any letter case, and then needs a platform cost', async () => {
    renderPage();
    await choose(/^Product family/, 'Shared PLATFORM services');
    expect(platformBox()).toBeChecked();
    await touch(screen.getByRole('textbox', { name: /^Platform cost/ }));
    expect(await screen.findByText('Platform cost is required')).toBeInTheDocument();

    await enter(screen.getByRole('textbox', { name: /^Platform cost/ }), '-1');
    expect(await screen.findByText('Platform cost must be at least 0')).toBeInTheDocument();

    await choose(/^Product family/, 'Cloud Services');
    expect(platformBox()).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: /^Platform cost/ })).not.toBeInTheDocument();
  });

  it('sends a platform cost only for a platform, and no image when none was chosen', async () => {
    const created = createMock(
      { ...baseInput, platformCost: '250' },
      { product: createdProduct({ isPlatform: true, platformCost: '250.00' }) },
    );
    renderPage({ mocks: [created] });
    await fillValidProduct();
    await userEvent.click(platformBox());
    await enter(screen.getByRole('textbox', { name: /^Platform cost/ }), '250');
    await waitFor(() => expect(submit()).toBeEnabled());
    await userEvent.click(submit());
    expect(await screen.findByRole('article', { name: 'Object Storage' })).toBeInTheDocument();
    expect(created.result).toHaveBeenCalledTimes(1);
  });

  it('locks the fields after a create, shows the new product and offers New for the same family', async () => {
    const created = createMock(baseInput, { product: createdProduct() });
    renderPage({ mocks: [created] });
    await fillValidProduct();
    await waitFor(() => expect(submit()).toBeEnabled());
    // WCAG 4.1.3: the panel appears with its text; a polite region that was there says it.
    const said = screen.getByRole('form', { name: 'Create product' }).parentElement!;
    const region = said.querySelector(':scope > [aria-live="polite"]');
    expect(region).toBeEmptyDOMElement();
    await userEvent.click(submit());

    const panel = await screen.findByRole('region', { name: 'Product created' });
    expect(within(panel).getByText(/add a project or an application/)).toBeInTheDocument();
    expect(region).toHaveTextContent(
      'The product has been created. You can now add a project or an application to it.',
    );
    const card = within(panel).getByRole('article', { name: 'Object Storage' });
    expect(within(card).getByRole('button', { name: 'Add Project' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Add Application' })).toBeInTheDocument();
    expect(within(card).getAllByText('400,00 EUR')).toHaveLength(2);

    await userEvent.click(within(card).getByRole('button', { name: 'Add Application' }));
    const dialog = await screen.findByRole('dialog', { name: TEXTS.createEntityModalTitle });
    expect(within(dialog).getByText('New application of Object Storage')).toBeInTheDocument();
    expect(within(dialog).getByRole('form', { name: 'Create application' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(nameField()).toBeDisabled();
    expect(limitField()).toBeDisabled();
    expect(submit()).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'New' }));
    expect(nameField()).toBeEnabled();
    expect(nameField()).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /^Product family/ })).toHaveTextContent(
      'Cloud Services',
    );
    expect(screen.queryByRole('region', { name: 'Product created' })).not.toBeInTheDocument();
    expect(region).toBeEmptyDOMElement();
    expect(screen.queryByRole('button', { name: 'New' })).not.toBeInTheDocument();
  });

  it('keeps the focus on the form after Submit and New by keyboard (not on <body>)', async () => {
    const created = createMock(baseInput, { product: createdProduct() });
    renderPage({ mocks: [created] });
    await fillValidProduct();
    await waitFor(() => expect(submit()).toBeEnabled());
    await pressEnterOn(submit());
    await screen.findByRole('region', { name: 'Product created' });
    await waitFor(() => expect(form()).toHaveFocus());
    await pressEnterOn(screen.getByRole('button', { name: 'New' }));
    expect(form()).toHaveFocus();
  });

  it('offers Add Project and Add Application only with the role to create them', async () => {
    const created = createMock(baseInput, { product: createdProduct() });
    renderPage({ mocks: [created], roles: [ROLES.editProductHierarchy] });
    await fillValidProduct();
    await waitFor(() => expect(submit()).toBeEnabled());
    await userEvent.click(submit());
    const card = await screen.findByRole('article', { name: 'Object Storage' });
    expect(within(card).queryByRole('button', { name: 'Add Project' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Add Application' })).toBeNull();
  });

  it('clears the name and shows the exact banner when the name already exists', async () => {
    const duplicate = createMock(baseInput, {
      product: null,
      errors: [userError('DUPLICATE_NAME', TEXTS.productDuplicateServer, 'name')],
    });
    renderPage({ mocks: [duplicate] });
    await fillValidProduct();
    await waitFor(() => expect(submit()).toBeEnabled());
    await userEvent.click(submit());

    expect(
      await screen.findByText('Error: Product with the name you provided already exists!'),
    ).toBeInTheDocument();
    await waitFor(() => expect(nameField()).toHaveValue(''));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
  });

  it("shows the server's over-budget refusal at the budget limit", async () => {
    const overBudget = createMock(baseInput, {
      product: null,
      errors: [userError('OVER_BUDGET', 'Only 300.00 EUR are left in the family', 'budgetLimit')],
    });
    renderPage({ mocks: [overBudget] });
    await fillValidProduct();
    await waitFor(() => expect(submit()).toBeEnabled());
    await userEvent.click(submit());
    expect(await screen.findByText('Only 300.00 EUR are left in the family')).toBeInTheDocument();
  });

  it("shows any other refusal as 'Error: {message}'", async () => {
    const refused = createMock(baseInput, {
      product: null,
      errors: [userError('VALIDATION', 'The family is closed for this year')],
    });
    renderPage({ mocks: [refused] });
    await fillValidProduct();
    await waitFor(() => expect(submit()).toBeEnabled());
    await userEvent.click(submit());
    await expectSaid('alert', 'Error: The family is closed for this year');
  });
});

describe('product image', () => {
  const imageInput = () => screen.getByLabelText('Image');
  const png = (bytes: number, name = 'logo.png') =>
    new File([new Uint8Array(bytes)], name, { type: 'image/png' });

  function uploadMock(bytes: number, payload: object) {
    const result = jest.fn(() => ({
      data: {
        uploadProductImage: { __typename: 'UploadProductImagePayload', errors: [], ...payload },
      },
    }));
    return {
      request: {
        query: UploadProductImageMutation,
        variables: ({ input }: { input: { name: string; dataUrl: string } }) =>
          input.name === 'logo.png' &&
          input.dataUrl.startsWith('data:image/png;base64,') &&
          dataUrlByteLength(input.dataUrl) === bytes,
      },
      result,
    };
  }

  const storedImage = {
    __typename: 'ProductImage',
    id: '5',
    name: 'logo.png',
    dataUrl: 'data:image/png;base64,AAAA',
  };

  it('opens the file chooser from a real button, with the keyboard too', async () => {
    renderPage({ mocks: [] });
    const chooser = jest.spyOn(imageInput(), 'click');
    const button = await screen.findByRole('button', { name: 'Choose image' });
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveAccessibleDescription('No image (a placeholder is shown)');
    await pressEnterOn(button);
    expect(chooser).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    expect(chooser).toHaveBeenCalledTimes(2);
  });

  it('refuses a file of 512,001 bytes before uploading it', async () => {
    const upload = uploadMock(512_001, { image: storedImage });
    const created = createMock(baseInput, { product: createdProduct() });
    renderPage({ mocks: [upload, created] });
    await userEvent.upload(imageInput(), png(512_001));

    await expectSaid('alert', 'Error: Image size cannot exceed 500kb!');
    expect(screen.getByLabelText('Chosen image')).toHaveTextContent('No image');

    await fillValidProduct();
    await waitFor(() => expect(submit()).toBeEnabled());
    await userEvent.click(submit());
    expect(await screen.findByRole('article', { name: 'Object Storage' })).toBeInTheDocument();
    expect(upload.result).not.toHaveBeenCalled();
  });

  it('offers and takes only the image types the server stores', async () => {
    const upload = uploadMock(100, { image: storedImage });
    renderPage({ mocks: [upload] });
    expect(imageInput()).toHaveAttribute(
      'accept',
      'image/png,image/jpeg,image/gif,image/svg+xml,image/webp',
    );
    // A file the chooser's filter lets through anyway (e.g. picked with 'All files').
    const bmp = new File([new Uint8Array(100)], 'logo.bmp', { type: 'image/bmp' });
    await userEvent.setup({ applyAccept: false }).upload(imageInput(), bmp);
    await expectSaid('alert', 'Error: The image must be a PNG, JPEG, GIF, SVG or WebP image');
    expect(screen.getByLabelText('Chosen image')).toHaveTextContent('No image');
    expect(upload.result).not.toHaveBeenCalled();
  });

  it('uploads a file of 512,000 bytes and creates the product with it', async () => {
    const upload = uploadMock(512_000, { image: storedImage });
    const created = createMock(
      { ...baseInput, imageId: '5' },
      { product: createdProduct({ image: storedImage }) },
    );
    renderPage({ mocks: [upload, created] });
    await userEvent.upload(imageInput(), png(512_000));
    expect(screen.getByLabelText('Chosen image')).toHaveTextContent('logo.png');
    await fillValidProduct();
    await waitFor(() => expect(submit()).toBeEnabled());
    await userEvent.click(submit());

    const card = await screen.findByRole('article', { name: 'Object Storage' });
    expect(within(card).getByRole('img', { name: 'logo.png' })).toBeInTheDocument();
    expect(upload.result).toHaveBeenCalledTimes(1);
    expect(created.result).toHaveBeenCalledTimes(1);
  });

  it("says 'Same image already exists!' and creates nothing when the image is stored already", async () => {
    const upload = uploadMock(1_000, {
      image: null,
      errors: [userError('CONFLICT', TEXTS.imageDuplicate, 'dataUrl')],
    });
    const created = createMock({ ...baseInput, imageId: '5' }, { product: createdProduct() });
    renderPage({ mocks: [upload, created] });
    await userEvent.upload(imageInput(), png(1_000));
    await fillValidProduct();
    await waitFor(() => expect(submit()).toBeEnabled());
    await userEvent.click(submit());

    expect(await screen.findByText('Same image already exists!')).toBeInTheDocument();
    expect(created.result).not.toHaveBeenCalled();
    expect(nameField()).toBeEnabled();
  });

  it("says 'Error while adding the image' when the image cannot be stored", async () => {
    const upload = uploadMock(1_000, {
      image: null,
      errors: [userError('VALIDATION', 'Not an image', 'dataUrl')],
    });
    renderPage({ mocks: [upload] });
    await userEvent.upload(imageInput(), png(1_000));
    await fillValidProduct();
    await waitFor(() => expect(submit()).toBeEnabled());
    await userEvent.click(submit());
    expect(await screen.findByText('Error while adding the image')).toBeInTheDocument();
  });

  it('reuses the stored image when the product is sent again after a refusal', async () => {
    const upload = uploadMock(1_000, { image: storedImage });
    const duplicate = createMock(
      { ...baseInput, imageId: '5' },
      {
        product: null,
        errors: [userError('DUPLICATE_NAME', TEXTS.productDuplicateServer, 'name')],
      },
    );
    const created = createMock(
      { ...baseInput, name: 'Block Storage', imageId: '5' },
      { product: createdProduct({ name: 'Block Storage', image: storedImage }) },
    );
    renderPage({ mocks: [upload, duplicate, created] });
    await userEvent.upload(imageInput(), png(1_000));
    await fillValidProduct();
    await waitFor(() => expect(submit()).toBeEnabled());
    await userEvent.click(submit());
    await waitFor(() => expect(nameField()).toHaveValue(''));

    await enter(nameField(), 'Block Storage');
    await waitFor(() => expect(submit()).toBeEnabled());
    await userEvent.click(submit());
    expect(await screen.findByRole('article', { name: 'Block Storage' })).toBeInTheDocument();
    expect(upload.result).toHaveBeenCalledTimes(1);
  });
});
