import { render, screen, waitFor, within } from '@testing-library/react';
import { LIMITS } from '@cost-steering/schema';
import userEvent from '@testing-library/user-event';
import { OVERVIEW_FILTERS } from '../testData';
import { FilterBar, type FilterDefinition } from '../../../../shared/filters/FilterBar';
import { appliedFromChosen } from './FilterPanel';

const filters = OVERVIEW_FILTERS as unknown as FilterDefinition[];
/** A filter with more options than were sent: a select that searches the server. */
const products: FilterDefinition = {
  key: 'PRODUCT',
  label: 'Product',
  totalOptions: 10_000,
  options: [{ id: '1', name: 'Product 00001' }],
};

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  // The select's list loads when first opened (shared/select/SelectField.tsx).
  const list = await screen.findByRole('listbox');
  await userEvent.click(within(list).getByRole('option', { name: option }));
}

describe('overview filter bar', () => {
  it("offers 'All' first, then the options in the server's order, in one select per filter", async () => {
    render(<FilterBar filters={filters} applied={{}} onSubmit={jest.fn()} />);
    expect(screen.getAllByRole('combobox')).toHaveLength(2);
    await userEvent.click(screen.getByRole('combobox', { name: 'Product Family' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'All',
      'Cloud Services',
      'Workplace',
    ]);
  });

  it('starts again from the filters in force when they change (back button, link), in place', async () => {
    const { rerender } = render(<FilterBar filters={filters} applied={{}} onSubmit={jest.fn()} />);
    await choose('Product Family', 'Workplace');
    rerender(
      <FilterBar filters={filters} applied={{ PRODUCT_FAMILY: '1' }} onSubmit={jest.fn()} />,
    );
    expect(screen.getByRole('combobox', { name: 'Product Family' })).toHaveTextContent(
      'Cloud Services',
    );
  });

  it('emits only the chosen filters, each with its label, option id and name', async () => {
    const onSubmit = jest.fn();
    render(<FilterBar filters={filters} applied={{}} onSubmit={onSubmit} />);
    await choose('Owner', 'alice');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenLastCalledWith([
      { label: 'Owner', optionId: 'alice', name: 'alice' },
    ]);

    await choose('Product Family', 'Workplace');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenLastCalledWith([
      { label: 'Product Family', optionId: '2', name: 'Workplace' },
      { label: 'Owner', optionId: 'alice', name: 'alice' },
    ]);
  });

  it("drops a filter set back to 'All'", async () => {
    const onSubmit = jest.fn();
    render(
      <FilterBar
        filters={filters}
        applied={{ PRODUCT_FAMILY: '1', OWNER: 'alice' }}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Product Family' })).toHaveTextContent(
      'Cloud Services',
    );
    await choose('Product Family', 'All');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith([{ label: 'Owner', optionId: 'alice', name: 'alice' }]);
  });

  it('emits nothing when every filter is All', async () => {
    const onSubmit = jest.fn();
    render(<FilterBar filters={filters} applied={{}} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith([]);
  });

  it('maps the emitted labels back to the filters they belong to', () => {
    expect(
      appliedFromChosen(filters, [
        { label: 'Product Family', optionId: '2', name: 'Workplace' },
        { label: 'Owner', optionId: 'alice', name: 'alice' },
      ]),
    ).toEqual({ PRODUCT_FAMILY: '2', OWNER: 'alice' });
  });
  it('searches a filter with more options than were sent, and emits the option found', async () => {
    const search = jest.fn(async (_key: string, text: string) =>
      text === '9999' ? [{ id: '9999', name: 'Product 09999' }] : [],
    );
    const onSubmit = jest.fn();
    render(<FilterBar filters={[products]} applied={{}} onSubmit={onSubmit} search={search} />);
    const select = await screen.findByRole('combobox', { name: 'Product' });
    await userEvent.type(select, '9999');
    await userEvent.click(await screen.findByRole('option', { name: 'Product 09999' }));
    expect(search).toHaveBeenCalledWith('PRODUCT', '9999');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenLastCalledWith([
      { label: 'Product', optionId: '9999', name: 'Product 09999' },
    ]);
  });

  it('searches a filter with at most 40 characters, as the lists do', async () => {
    const search = jest.fn(async () => []);
    render(<FilterBar filters={[products]} applied={{}} onSubmit={jest.fn()} search={search} />);
    const select = await screen.findByRole('combobox', { name: 'Product' });
    expect(select).toHaveAttribute('maxLength', String(LIMITS.searchMax));
    await userEvent.type(select, 'x'.repeat(41));
    expect(select).toHaveValue('x'.repeat(40));
    await waitFor(() => expect(search).toHaveBeenLastCalledWith('PRODUCT', 'x'.repeat(40)));
  });

  it('asks with the first 40 characters when a longer chosen name is edited', async () => {
    const long = 'o'.repeat(45);
    const owners: FilterDefinition = {
      key: 'OWNER',
      label: 'Owner',
      totalOptions: 10_000,
      options: [{ id: long, name: long }],
    };
    const search = jest.fn(async () => []);
    render(
      <FilterBar
        filters={[owners]}
        applied={{ OWNER: long }}
        onSubmit={jest.fn()}
        search={search}
      />,
    );
    const select = await screen.findByRole('combobox', { name: 'Owner' });
    // The cursor at the end: the click of `type` would select the whole name.
    await userEvent.type(select, '{Backspace}', {
      initialSelectionStart: long.length,
      initialSelectionEnd: long.length,
    });
    expect(select).toHaveValue('o'.repeat(44));
    await waitFor(() => expect(search).toHaveBeenLastCalledWith('OWNER', 'o'.repeat(40)));
  });

  it("offers 'All' first in a searched filter, which removes it", async () => {
    const onSubmit = jest.fn();
    render(
      <FilterBar
        filters={[products]}
        applied={{ PRODUCT: '1' }}
        onSubmit={onSubmit}
        search={jest.fn(async () => [])}
      />,
    );
    const select = await screen.findByRole('combobox', { name: 'Product' });
    expect(select).toHaveValue('Product 00001');
    await userEvent.click(select);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['All', 'Product 00001']);
    await userEvent.click(options[0]!);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenLastCalledWith([]);
  });
});
