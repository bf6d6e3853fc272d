import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { clearDate, dateField, dateValue, typeDate } from '../../testing/dates';
import { FormDate } from './FormDate';

const TOO_EARLY = 'Date min 2026-03-10';
const REQUIRED = 'Date is required';

function renderField({ initial = '', min }: { initial?: string; min?: string } = {}) {
  const submitted = jest.fn();
  const schema = yup.object({
    day: yup
      .string()
      .required(REQUIRED)
      .test('min', TOO_EARLY, (v) => !v || v >= '2026-03-10'),
  });
  const view = render(
    <Formik
      initialValues={{ day: initial }}
      validationSchema={schema}
      onSubmit={(values) => submitted(values)}
    >
      {({ resetForm }) => (
        <Form aria-label="Form">
          <FormDate name="day" id="the-day" label="Start date" required min={min} />
          <button type="submit">Save</button>
          <button type="button" onClick={() => resetForm({ values: { day: '' } })}>
            Reset
          </button>
        </Form>
      )}
    </Formik>,
  );
  return { submitted, ...view };
}

describe('FormDate', () => {
  it('is named by its label and shows the one input format, yyyy-mm-dd', () => {
    renderField();
    const field = dateField('Start date');
    expect(field).toHaveTextContent('YYYY-MM-DD');
    expect(
      within(field)
        .getAllByRole('spinbutton')
        .map((part) => part.ariaLabel),
    ).toEqual(['Year', 'Month', 'Day']);
  });

  it('takes a typed day and gives the form the ISO day', async () => {
    const { submitted } = renderField();
    const field = dateField('Start date');
    await typeDate(field, '2026-12-01');
    expect(field).toHaveTextContent('2026-12-01');
    expect(dateValue(field)).toBe('2026-12-01');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toHaveBeenCalledWith({ day: '2026-12-01' }));
  });

  it('shows a pre-filled day, and types over it', async () => {
    renderField({ initial: '2026-04-30' });
    const field = dateField('Start date');
    expect(field).toHaveTextContent('2026-04-30');
    await typeDate(field, '2027-01-15');
    expect(dateValue(field)).toBe('2027-01-15');
  });

  it("keeps an incomplete day on screen while the form has none: the rule's message once left", async () => {
    renderField();
    const field = dateField('Start date');
    await typeDate(field, '2026-12');
    expect(dateValue(field)).toBe('2026-12-DD');
    expect(screen.queryByText(REQUIRED)).toBeNull();
    await userEvent.tab();
    await userEvent.tab();
    expect(await screen.findByText(REQUIRED)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(REQUIRED);
    expect(field).toHaveTextContent('2026-12-DD');
  });

  it("shows the form's rule message for a day the rule refuses", async () => {
    renderField();
    const field = dateField('Start date');
    await typeDate(field, '2026-03-09');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(TOO_EARLY)).toBeInTheDocument();
  });

  it('empties with the keyboard and with a reset of the form', async () => {
    renderField({ initial: '2026-04-30' });
    const field = dateField('Start date');
    await clearDate(field);
    expect(dateValue(field)).toBe('');
    expect(field).toHaveTextContent('YYYY-MM-DD');
    await typeDate(field, '2026-05-02');
    expect(dateValue(field)).toBe('2026-05-02');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(field).toHaveTextContent('YYYY-MM-DD'));
  });

  it('offers no day before its min in the calendar, and a picked day is the ISO day', async () => {
    renderField({ initial: '2026-03-12', min: '2026-03-10' });
    await userEvent.click(screen.getByRole('button', { name: /Choose date/ }));
    const calendar = await screen.findByRole('grid');
    expect(within(calendar).getByRole('gridcell', { name: '9' })).toBeDisabled();
    await userEvent.click(within(calendar).getByRole('gridcell', { name: '10' }));
    const field = dateField('Start date');
    await waitFor(() => expect(dateValue(field)).toBe('2026-03-10'));
    expect(field).toHaveTextContent('2026-03-10');
  });
});
