import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PLATFORM_MESSAGES, PLATFORM_TEXTS, ROLES } from '@cost-steering/schema';
import { renderWithProviders } from '../../../testing/render';
import { testSession } from '../../../testing/session';
import { CreatePlatformMutation } from '../documents';
import { choicesMock } from '../testData';
import { CreatePlatformPage, MANAGE_ROLE_HINT } from './CreatePlatformPage';
import { pressEnterOn } from '../../../testing/keyboard';

const created = {
  __typename: 'Platform' as const,
  id: '9',
  name: 'Edge',
  owner: 'controller',
  budget: '1000.00',
  productCount: 0,
};

function createMock(payload: object) {
  return {
    request: {
      query: CreatePlatformMutation,
      variables: { input: { name: 'Edge', budget: '1000', owner: 'controller' } },
    },
    result: { data: { createPlatform: { __typename: 'CreatePlatformPayload', ...payload } } },
  };
}

function renderPage(mocks: object[] = [], roles = [ROLES.managePlatform]) {
  renderWithProviders(<CreatePlatformPage />, {
    mocks: [choicesMock, ...mocks] as never,
    session: testSession({ roles }),
  });
}

const form = () => screen.getByRole('form', { name: 'Create platform' });
const field = (name: RegExp) => within(form()).getByRole('textbox', { name });
const submit = () => within(form()).getByRole('button', { name: 'Submit' });

async function type(element: HTMLElement, text: string) {
  await userEvent.click(element);
  await userEvent.paste(text);
}

describe('create platform', () => {
  it('starts with Submit disabled and explains the rules of spec §5', async () => {
    renderPage();
    await waitFor(() => expect(submit()).toBeDisabled());
    await userEvent.click(field(/^Name/));
    await userEvent.click(field(/^Budget/));
    await userEvent.tab();
    expect(await screen.findByText(PLATFORM_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText('Budget is required')).toBeInTheDocument();
    await type(field(/^Name/), 'x'.repeat(33));
    expect(await screen.findByText(PLATFORM_MESSAGES.nameTooLong)).toBeInTheDocument();
    expect(screen.getByLabelText('Name length')).toHaveTextContent('33/32');
    await type(field(/^Budget/), '-1');
    expect(await screen.findByText('Budget must be at least 0')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });

  it('says that creating needs manage-platform to a user without it', async () => {
    renderPage([], []);
    expect(await screen.findByText(MANAGE_ROLE_HINT)).toBeInTheDocument();
  });

  it('creates, locks the form and offers adding a product; New starts again', async () => {
    renderPage([createMock({ platform: created, errors: [] })]);
    await type(field(/^Name/), 'Edge');
    await type(field(/^Budget/), '1000');
    await waitFor(() => expect(submit()).toBeEnabled());
    await userEvent.click(submit());
    expect(await screen.findByText(PLATFORM_TEXTS.platformCreated)).toBeInTheDocument();
    const add = await screen.findByRole('form', { name: 'Add product to platform' });
    expect(within(add).getByRole('button', { name: 'Add product' })).toBeDisabled();
    expect(within(add).getByRole('combobox', { name: /^Platform/ })).toHaveTextContent('Edge');
    expect(field(/^Name/)).toBeDisabled();
    await userEvent.click(within(form()).getByRole('button', { name: 'New' }));
    expect(field(/^Name/)).toBeEnabled();
    expect(field(/^Name/)).toHaveValue('');
    expect(screen.queryByRole('form', { name: 'Add product to platform' })).not.toBeInTheDocument();
  });

  it('keeps the focus on the form after Submit and New by keyboard (not on <body>)', async () => {
    renderPage([createMock({ platform: created, errors: [] })]);
    await type(field(/^Name/), 'Edge');
    await type(field(/^Budget/), '1000');
    await waitFor(() => expect(submit()).toBeEnabled());
    await pressEnterOn(submit());
    expect(await screen.findByText(PLATFORM_TEXTS.platformCreated)).toBeInTheDocument();
    await waitFor(() => expect(form()).toHaveFocus());
    await userEvent.tab();
    expect(within(form()).getByRole('button', { name: 'New' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(form()).toHaveFocus();
  });

  it('shows a duplicate name as the server says it', async () => {
    const duplicate = {
      __typename: 'UserError',
      field: 'name',
      message: PLATFORM_TEXTS.platformDuplicateServer,
      code: 'DUPLICATE_NAME',
    };
    renderPage([createMock({ platform: null, errors: [duplicate] })]);
    await type(field(/^Name/), 'Edge');
    await type(field(/^Budget/), '1000');
    await waitFor(() => expect(submit()).toBeEnabled());
    await userEvent.click(submit());
    expect(
      await screen.findByText(`Error: ${PLATFORM_TEXTS.platformDuplicateServer}`),
    ).toBeInTheDocument();
  });
});
