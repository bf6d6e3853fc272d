import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SelectField } from './SelectField';

const OPTIONS = [
  { value: '', label: 'All' },
  { value: 'a', label: 'Alpha' },
  { value: 'b', label: 'Beta' },
];

function Field({ initial = 'a' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <SelectField label="Letter" value={value} options={OPTIONS} onChange={setValue} />;
}

describe('a select whose menu loads when first opened', () => {
  it("shows the value's label before anything loads", () => {
    render(<Field />);
    expect(screen.getByRole('combobox', { name: 'Letter' })).toHaveTextContent('Alpha');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('shows nothing for an empty value, as MUI does', () => {
    render(<Field initial="" />);
    expect(screen.getByRole('combobox', { name: 'Letter' })).not.toHaveTextContent('All');
  });

  it('opens the real select on a click, and the choice is made there', async () => {
    render(<Field />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Letter' }));
    const list = await screen.findByRole('listbox');
    await userEvent.click(within(list).getByRole('option', { name: 'Beta' }));
    expect(screen.getByRole('combobox', { name: /Letter/ })).toHaveTextContent('Beta');
  });

  it('opens from the keyboard', async () => {
    render(<Field />);
    screen.getByRole('combobox', { name: 'Letter' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
  });
});
