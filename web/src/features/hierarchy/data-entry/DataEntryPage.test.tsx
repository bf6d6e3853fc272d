import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockLink } from '@apollo/client/testing';
import { renderWithProviders } from '../../../testing/render';
import { choose, familyChoicesMock, familyProductsMock, familyRow } from '../forms/testMocks';
import { DataEntryEntitiesQuery, DataEntryPage } from './DataEntryPage';

const cloud = familyRow('1', 'Cloud Services');
const workplace = familyRow('2', 'Workplace');
const june = new Date(2026, 5, 15);
const october = new Date(2026, 9, 1);

const entitiesOfObjectStorage = {
  request: { query: DataEntryEntitiesQuery, variables: { productId: '41' } },
  result: {
    data: {
      product: {
        __typename: 'Product',
        id: '41',
        projects: [
          { __typename: 'Project', id: '7', name: 'Migration' },
          { __typename: 'Project', id: '8', name: 'Customer Portal' },
        ],
        applications: [{ __typename: 'Application', id: '9', name: 'Billing' }],
      },
    },
  },
};

function renderPage(today = june) {
  renderWithProviders(<DataEntryPage today={today} />, {
    mocks: [
      familyChoicesMock([workplace, cloud]),
      familyProductsMock(cloud, [
        { id: '41', name: 'Object Storage', availableBudget: '0.00' },
        { id: '42', name: 'Block Storage', availableBudget: '0.00' },
      ]),
      familyProductsMock(workplace, [{ id: '43', name: 'Laptops', availableBudget: '0.00' }]),
      entitiesOfObjectStorage,
    ],
  });
}

const enterButton = () => screen.getByRole('button', { name: 'Enter' });
const optionNames = async () =>
  (await screen.findAllByRole('option')).map((option) => option.textContent);

describe('data entry', () => {
  it('requires a product family', async () => {
    renderPage();
    await userEvent.click(enterButton());
    expect(await screen.findByText('Product family is required')).toBeInTheDocument();
  });

  it('narrows products to the family and projects/applications to the product', async () => {
    renderPage();
    await choose(/^Product Family/, 'Cloud Services');
    await userEvent.click(screen.getByRole('combobox', { name: /^Product$/ }));
    expect(await optionNames()).toEqual(['Block Storage', 'Object Storage']);
    await userEvent.click(screen.getByRole('option', { name: 'Object Storage' }));

    await userEvent.click(screen.getByRole('combobox', { name: /^Project or Application/ }));
    expect(await optionNames()).toEqual([
      'Project: Customer Portal',
      'Project: Migration',
      'Application: Billing',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Application: Billing' }));

    await choose(/^Product Family/, 'Workplace');
    expect(screen.getByRole('combobox', { name: /^Product$/ })).not.toHaveTextContent(
      'Object Storage',
    );
    expect(screen.getByRole('combobox', { name: /^Project or Application/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('enters forecast figures by default and offers Budget only in the budgeting period', () => {
    renderPage(june);
    expect(screen.getByRole('radio', { name: 'Forecast' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Budget' })).toBeDisabled();
    expect(
      screen.getByText(
        'Budget figures can be entered from October to December, when next year is planned.',
      ),
    ).toBeInTheDocument();
  });

  it('offers Budget in the fourth quarter', async () => {
    renderPage(october);
    await userEvent.click(screen.getByRole('radio', { name: 'Budget' }));
    expect(screen.getByRole('radio', { name: 'Budget' })).toBeChecked();
  });

  it('sends nothing and claims nothing when Enter is pressed with a valid choice', async () => {
    const requests = jest.spyOn(MockLink.prototype, 'request');
    renderPage();
    await choose(/^Product Family/, 'Cloud Services');
    await choose(/^Product$/, 'Object Storage');
    await choose(/^Project or Application/, 'Project: Migration');
    const before = requests.mock.calls.length;
    expect(before).toBeGreaterThan(0); // the spy sees the page's own queries
    await userEvent.click(enterButton());

    expect(screen.queryByText('Product family is required')).not.toBeInTheDocument();
    expect(requests).toHaveBeenCalledTimes(before);
    // The banner's live regions are always there; they stay empty.
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });
});
