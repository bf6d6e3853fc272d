import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { ROLES, TEXTS } from '@cost-steering/schema';
import { renderWithProviders } from '../../../testing/render';
import { testSession } from '../../../testing/session';
import {
  choose,
  createdEntity,
  currenciesMock,
  enter,
  familyChoicesMock,
  familyProductsMock,
  familyRow,
  ownersMock,
  userError,
} from '../forms/testMocks';
import { CreateApplicationMutation } from '../hooks/useCreateApplication';
import { CreateBudgetEntityPage } from './CreateBudgetEntityPage';
import { expectSaid } from '../../../testing/said';

const cloud = familyRow('1', 'Cloud Services');
const input = {
  productId: '41',
  name: 'Billing',
  owner: 'controller',
  currency: 'EUR',
  budget: { bei: '250' },
};

function renderPage(mocks: MockLink.MockedResponse[]) {
  renderWithProviders(<CreateBudgetEntityPage kind="application" />, {
    mocks: [
      familyChoicesMock([cloud]),
      familyProductsMock(cloud, [{ id: '41', name: 'Object Storage', availableBudget: '1000.00' }]),
      ownersMock(),
      currenciesMock(),
      ...mocks,
    ],
    session: testSession({ roles: [ROLES.editProjectApplication] }),
  });
}

function createMock(payload: object) {
  return {
    request: { query: CreateApplicationMutation, variables: { input } },
    result: {
      data: { createApplication: { __typename: 'ApplicationPayload', errors: [], ...payload } },
    },
  };
}

const nameField = () => screen.getByRole('textbox', { name: /^Name/ });
const submit = () => screen.getByRole('button', { name: 'Submit' });

async function fillApplication() {
  expect(screen.getByRole('heading', { name: 'Create application' })).toBeInTheDocument();
  await choose(/^Product family/, 'Cloud Services');
  await choose(/^Product\b(?! family)/, 'Object Storage');
  await enter(nameField(), 'Billing');
  await enter(screen.getByRole('textbox', { name: 'Expense Infrastructure (bei)' }), '250');
  await waitFor(() => expect(submit()).toBeEnabled());
  await userEvent.click(submit());
}

describe('create application form', () => {
  it("confirms with 'Application created successfully!'", async () => {
    renderPage([
      createMock({
        application: createdEntity('Application', { name: 'Billing', productId: '41' }),
      }),
    ]);
    await fillApplication();
    await expectSaid('status', TEXTS.applicationCreated);
    await waitFor(() => expect(nameField()).toHaveValue(''));
  });

  it('clears the name and shows the exact banner when the name already exists', async () => {
    renderPage([
      createMock({
        application: null,
        errors: [userError('DUPLICATE_NAME', TEXTS.applicationDuplicateServer, 'name')],
      }),
    ]);
    await fillApplication();
    await expectSaid('alert', 'Error: Application with name you provided already exists!');
    await waitFor(() => expect(nameField()).toHaveValue(''));
  });
});
