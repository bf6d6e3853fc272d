import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COST_UNIT_MESSAGES, COST_UNIT_TEXTS, ROLES } from '@cost-steering/schema';
import { renderWithProviders } from '../../../testing/render';
import { testSession } from '../../../testing/session';
import { allocation } from '../testData';
import { AllocationsTable } from './AllocationsTable';
import { ProductAllocationTable } from './ProductAllocationTable';

describe('product cost unit allocation table', () => {
  it('shows one row with a column per cost unit and the total', () => {
    renderWithProviders(
      <ProductAllocationTable
        row={{
          productName: 'Service Desk',
          costUnits: [
            { costUnitId: '1', costUnitName: 'CU Corporate IT', percent: 50 },
            { costUnitId: '4', costUnitName: 'CU Group Global', percent: 20 },
          ],
          totalPercent: 70,
        }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Cost unit allocation' });
    const [head, row] = within(table).getAllByRole('row');
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Product', 'CU Corporate IT', 'CU Group Global', 'Total']);
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Service Desk', '50 %', '20 %', '70 %']);
  });

  it('says when the product is not allocated', () => {
    renderWithProviders(
      <ProductAllocationTable row={{ productName: 'HR Portal', costUnits: [], totalPercent: 0 }} />,
    );
    expect(screen.getByText(COST_UNIT_TEXTS.notAllocated)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('allocated products on the manage screen', () => {
  it('allows its own share plus the unallocated rest, whole numbers only', async () => {
    const writes = {
      setPercentage: jest.fn(async () => ({ status: 'failed' as const })),
      remove: jest.fn(),
    };
    renderWithProviders(<AllocationsTable allocations={[allocation]} writes={writes} />);
    const input = screen.getByRole('textbox', { name: /Percentage \(max 80\)/ });
    expect(input).toHaveValue('50');
    await userEvent.clear(input);
    await userEvent.type(input, '8.1');
    // A decimal stays as typed and is refused by the rule (not read as 81: issue 31).
    expect(input).toHaveValue('8.1');
    expect(await screen.findByText(COST_UNIT_MESSAGES.percentageInteger)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, '81');
    expect(await screen.findByText(COST_UNIT_MESSAGES.percentageRemaining(80))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, '80');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(writes.setPercentage).toHaveBeenCalledWith({
      costUnitId: '1',
      productId: '3',
      percent: 80,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Service Desk' }));
    expect(writes.remove).toHaveBeenCalledWith({ costUnitId: '1', productId: '3' });
  });

  it('links a product to its allocation page only for those who may open that page', () => {
    const writes = { setPercentage: jest.fn(), remove: jest.fn() };
    const { unmount } = renderWithProviders(
      <AllocationsTable allocations={[allocation]} writes={writes} />,
      { session: testSession({ roles: [ROLES.editCostUnit] }) },
    );
    // edit-cost-unit alone may manage the cost unit but not open the product's allocation page.
    expect(screen.queryByRole('link', { name: 'Service Desk' })).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Service Desk' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<AllocationsTable allocations={[allocation]} writes={writes} />, {
      session: testSession({ roles: [ROLES.editCostUnit, ROLES.viewAllProduct] }),
    });
    expect(screen.getByRole('link', { name: 'Service Desk' })).toHaveAttribute(
      'href',
      '/product-cost-unit-allocation?product=3',
    );
  });
});

describe('allocated products: where the focus goes (keyboard audit)', () => {
  const products = [
    allocation,
    { ...allocation, id: '1:4', productId: '4', productName: 'Mail' },
    { ...allocation, id: '1:5', productId: '5', productName: 'Wiki' },
  ];

  /** The table as the manage screen shows it: each write done and on screen at once. */
  function Managed() {
    const [allocations, setAllocations] = useState(products);
    const done = { status: 'done' as const };
    const writes = {
      setPercentage: async (input: { productId: string; percent: number }) => {
        setAllocations((list) =>
          list.map((a) => (a.productId === input.productId ? { ...a, percent: input.percent } : a)),
        );
        return done;
      },
      remove: async (input: { productId: string }) => {
        setAllocations((list) => list.filter((a) => a.productId !== input.productId));
        return done;
      },
    };
    return (
      <>
        <AllocationsTable allocations={allocations} writes={writes as never} />
        <form aria-label="Allocate product">
          <div role="combobox" aria-label="Product family" aria-expanded="false" tabIndex={0} />
        </form>
      </>
    );
  }

  it('goes back to the percentage field after Save, whose button is disabled then', async () => {
    renderWithProviders(<Managed />);
    const row = screen.getByRole('form', { name: 'Percentage of Mail' });
    const input = within(row).getByRole('textbox', { name: /Percentage/ });
    await userEvent.clear(input);
    await userEvent.type(input, '60');
    await userEvent.click(within(row).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(row).getByRole('button', { name: 'Save' })).toBeDisabled());
    await waitFor(() => expect(input).toHaveFocus());
    expect(input).toHaveValue('60');
  });

  it('goes to the next Remove after Remove, else the one before, else the allocation form', async () => {
    renderWithProviders(<Managed />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Mail' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Wiki' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove Service Desk' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Product family' })).toHaveFocus(),
    );
  });
});
