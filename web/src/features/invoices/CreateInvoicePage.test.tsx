import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { INVOICE_MESSAGES, INVOICE_TEXTS, ROLES, lastDayOfMonth } from '@cost-steering/schema';
import { expectErrorBannerFor3000Ms, failedWith } from '../../testing/failures';
import { dateField, dateValue, typeDate } from '../../testing/dates';
import { renderWithProviders } from '../../testing/render';
import { testSession } from '../../testing/session';
import { expectExactlyAfter, recordedQuery } from '../../testing/timing';
import { CreateInvoicePage } from './CreateInvoicePage';
import { CreateInvoiceMutation, InvoiceOrderQuery } from './documents';
import { invoiceOrder } from './testData';

// The picker's options: each item with what tells it from the others (cost type, resource, amount).
const HARDWARE = '1. Hardware — Capital Enhancement, 1.000,00 EUR';
const CONSULTING = '2. Consulting — Capital Enhancement, Senior consultant, 2.000,00 EUR';

const orderMock = {
  request: { query: InvoiceOrderQuery, variables: { id: '12' } },
  result: { data: { purchaseOrder: invoiceOrder() } },
};

/** yyyy-mm-dd of the browser's today shifted by whole months (day 1) or as is. */
function localDay(monthOffset?: number, day?: number): string {
  const now = new Date();
  const date =
    monthOffset === undefined
      ? now
      : new Date(now.getFullYear(), now.getMonth() + monthOffset, day ?? 1);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

function renderPage(mocks: object[], { dateRange = false, order = '12' } = {}) {
  // Shown only at its path, as in the app: once it navigates away the page is gone (not left to
  // redirect again from a URL that has no order).
  const page = (
    <Route path="/create-invoice">
      <CreateInvoicePage />
    </Route>
  );
  return renderWithProviders(page, {
    route: `/create-invoice?order=${order}`,
    mocks: mocks as never,
    session: testSession({
      roles: [ROLES.editInvoice],
      flags: { createInvoiceEnabled: true, invoiceDateRangeEnabled: dateRange },
    }),
  });
}

const listItemSelect = () => screen.getByRole('combobox', { name: 'List item' });
const choiceNames = () =>
  within(listItemSelect())
    .getAllByRole('option')
    .map((option) => option.textContent)
    .filter(Boolean);
const addButton = () => screen.getByRole('button', { name: 'Add' });
const createButton = () => screen.getByRole('button', { name: 'Create' });

/** Types the day into the date field labelled `label` and leaves it, as a user does. */
async function setDay(label: RegExp, value: string) {
  await typeDate(dateField(label), value);
  await userEvent.tab();
}

async function pick(name: string, value: string) {
  await userEvent.selectOptions(listItemSelect(), name);
  const field = screen.getByRole('textbox', { name: /^(Person days|Amount)/ });
  await userEvent.clear(field);
  await userEvent.type(field, value);
}

/** The input of an invoice 'March' of `date` with one line of 100 on the order's first item. */
const invoiceInput = (date: string, changes: Record<string, unknown> = {}) => ({
  purchaseOrderId: '12',
  kind: 'INVOICE',
  name: 'March',
  date,
  startDate: null,
  endDate: null,
  lines: [{ listItemId: '31', amount: '100' }],
  ...changes,
});
const oneLine = (date: string) => ({ input: invoiceInput(date) });

/** createInvoice making `input` into invoice `id`, answered with the order after it. */
function madeMock(
  input: ReturnType<typeof invoiceInput>,
  id: string,
  purchaseOrder: Record<string, unknown> | null,
) {
  return {
    request: { query: CreateInvoiceMutation, variables: { input } },
    result: {
      data: {
        createInvoice: {
          __typename: 'CreateInvoicePayload',
          invoice: { __typename: 'Invoice', id, name: input.name },
          purchaseOrder: purchaseOrder && {
            __typename: 'PurchaseOrder',
            id: '12',
            ...purchaseOrder,
          },
          errors: [],
        },
      },
    },
  };
}

/** Fills in the invoice of `oneLine` (or another title and amount), up to an enabled Create. */
async function fillOneLine(date: string, title = 'March', amount = '100') {
  await screen.findByText(/PO-2026-0012/);
  await userEvent.type(screen.getByRole('textbox', { name: /^Title/ }), title);
  await setDay(/^Date/, date);
  await pick(HARDWARE, amount);
  await userEvent.click(addButton());
  await waitFor(() => expect(createButton()).toBeEnabled());
}

describe('create invoice', () => {
  afterEach(() => jest.useRealTimers());

  it('goes to /all-orders when the order does not exist or is not a number', async () => {
    const { unmount } = renderPage(
      [
        {
          request: { query: InvoiceOrderQuery, variables: { id: '99' } },
          result: { data: { purchaseOrder: null } },
        },
      ],
      { order: '99' },
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/all-orders'));
    unmount();

    renderPage([], { order: 'abc' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/all-orders'));
  });

  it('takes a picked item out of the choices and returns it when its line is removed', async () => {
    renderPage([orderMock]);
    await screen.findByText(/PO-2026-0012/);
    expect(choiceNames()).toEqual([HARDWARE, CONSULTING]);

    await pick(HARDWARE, '600');
    await userEvent.click(addButton());
    const lines = screen.getByRole('table', { name: 'Invoice lines' });
    expect(within(lines).getByText('Hardware')).toBeInTheDocument();
    expect(choiceNames()).toEqual([CONSULTING]);

    await userEvent.click(within(lines).getByRole('button', { name: 'Remove Hardware' }));
    expect(screen.queryByRole('table', { name: 'Invoice lines' })).toBeNull();
    expect(choiceNames()).toEqual([HARDWARE, CONSULTING]);
  });

  it('puts the focus on the List item select after Add, and after Remove on the next line, else the one before, else the select', async () => {
    renderPage([orderMock]);
    await screen.findByText(/PO-2026-0012/);
    await pick(HARDWARE, '100');
    await userEvent.click(addButton());
    expect(listItemSelect()).toHaveFocus();
    await pick(CONSULTING, '1');
    await userEvent.click(addButton());
    expect(listItemSelect()).toHaveFocus();

    const lines = screen.getByRole('table', { name: 'Invoice lines' });
    await userEvent.click(within(lines).getByRole('button', { name: 'Remove Consulting' }));
    expect(within(lines).getByRole('button', { name: 'Remove Hardware' })).toHaveFocus();
    await pick(CONSULTING, '1');
    await userEvent.click(addButton());
    await userEvent.click(within(lines).getByRole('button', { name: 'Remove Hardware' }));
    expect(within(lines).getByRole('button', { name: 'Remove Consulting' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('table', { name: 'Invoice lines' })).toBeNull();
    expect(listItemSelect()).toHaveFocus();
  });

  it("caps an amount by what remains of the item and person days by the item's daily rate", async () => {
    renderPage([orderMock]);
    await screen.findByText(/PO-2026-0012/);

    // Hardware: 1000.00 with 400.00 invoiced leaves 600.00.
    await pick(HARDWARE, '600.01');
    expect(screen.getByText(INVOICE_MESSAGES.overRemaining)).toBeInTheDocument();
    expect(addButton()).toBeDisabled();
    await pick(HARDWARE, '0');
    expect(screen.getByText(INVOICE_MESSAGES.amountPositive)).toBeInTheDocument();
    expect(addButton()).toBeDisabled();
    await pick(HARDWARE, '600');
    expect(addButton()).toBeEnabled();

    // Consulting: 4 person days at 500.00; 4.002 days would be 2001.00.
    await pick(CONSULTING, '4.002');
    expect(screen.getByText(INVOICE_MESSAGES.overRemaining)).toBeInTheDocument();
    expect(addButton()).toBeDisabled();
    await pick(CONSULTING, '2.5');
    expect(addButton()).toBeEnabled();
    expect(screen.getByText(/= 1\.250,00 EUR/)).toBeInTheDocument();
  });

  it('makes a credit note: what is typed is credited, at most what was invoiced, with the server’s text', async () => {
    const today = localDay();
    const created = madeMock(
      invoiceInput(today, {
        kind: 'CREDIT_NOTE',
        name: 'Refund',
        lines: [{ listItemId: '31', amount: '-150' }],
      }),
      '41',
      { remainingAmount: '2750.00', invoicedAmount: '250.00' },
    );
    renderPage([orderMock, created]);
    await screen.findByText(/PO-2026-0012/);
    await userEvent.type(screen.getByRole('textbox', { name: /^Title/ }), 'Refund');
    await setDay(/^Date/, today);
    const creditNote = screen.getByRole('checkbox', { name: 'Credit note' });
    await userEvent.click(creditNote);

    // Hardware: 400.00 invoiced is what a credit note may take back.
    await pick(HARDWARE, '400.01');
    expect(screen.getByText(INVOICE_MESSAGES.overInvoiced)).toBeInTheDocument();
    expect(addButton()).toBeDisabled();
    // Consulting has nothing invoiced.
    await pick(CONSULTING, '1');
    expect(screen.getByText(INVOICE_MESSAGES.nothingInvoiced)).toBeInTheDocument();
    await pick(HARDWARE, '150');
    expect(screen.getByText('Invoiced 400,00 EUR')).toBeInTheDocument();
    await userEvent.click(addButton());
    const lines = screen.getByRole('table', { name: 'Invoice lines' });
    // hr-HR writes the minus sign U+2212; the line and the total are negative.
    expect(within(lines).getAllByText('\u2212150,00 EUR')).toHaveLength(2);
    // The kind stays as the lines were typed for it.
    expect(creditNote).toBeDisabled();

    await waitFor(() => expect(createButton()).toBeEnabled());
    await userEvent.click(createButton());
    expect(await screen.findByText(INVOICE_TEXTS.created)).toBeInTheDocument();
  });

  it('keeps Create disabled until the invoice has a line', async () => {
    renderPage([orderMock]);
    await screen.findByText(/PO-2026-0012/);
    await userEvent.type(screen.getByRole('textbox', { name: /^Title/ }), 'March');
    await setDay(/^Date/, localDay());
    expect(createButton()).toBeDisabled();
    await pick(HARDWARE, '100');
    await userEvent.click(addButton());
    await waitFor(() => expect(createButton()).toBeEnabled());
  });

  it('checks a date range: the end neither before the start nor after the end of its month', async () => {
    renderPage([orderMock], { dateRange: true });
    await screen.findByText(/PO-2026-0012/);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Date range' }));
    const start = localDay(1, 10);
    await setDay(/^Start date/, start);
    await setDay(/^End date/, localDay(1, 9));
    expect(await screen.findByText(INVOICE_MESSAGES.endBeforeStart)).toBeInTheDocument();
    await setDay(/^End date/, localDay(2, 1));
    expect(await screen.findByText(INVOICE_MESSAGES.endAfterMonth)).toBeInTheDocument();
    await setDay(/^End date/, lastDayOfMonth(start));
    await waitFor(() => {
      expect(screen.queryByText(INVOICE_MESSAGES.endAfterMonth)).toBeNull();
      expect(screen.queryByText(INVOICE_MESSAGES.endBeforeStart)).toBeNull();
    });
    // The range is the service period: it may start in the past (spec §5 'Invoice').
    await setDay(/^Start date/, localDay(-1, 1));
    await setDay(/^End date/, localDay(0, 1));
    expect(await screen.findByText(INVOICE_MESSAGES.endAfterMonth)).toBeInTheDocument();
    await setDay(/^End date/, lastDayOfMonth(localDay(-1, 1)));
    await waitFor(() => {
      expect(screen.queryByText(INVOICE_MESSAGES.startDateMin)).toBeNull();
      expect(screen.queryByText(INVOICE_MESSAGES.endAfterMonth)).toBeNull();
    });
  });

  it('lets the range start in the past (its picker has no min of today); the single date keeps min today', async () => {
    renderPage([orderMock], { dateRange: true });
    await screen.findByText(/PO-2026-0012/);
    await setDay(/^Date(?! range)/, localDay(-1, 1));
    expect(await screen.findByText(INVOICE_MESSAGES.dateMin)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Date range' }));
    const start = localDay(-1, 1);
    await setDay(/^Start date/, start);
    await setDay(/^End date/, lastDayOfMonth(start));
    await userEvent.type(screen.getByRole('textbox', { name: /^Title/ }), 'Last month');
    await pick(HARDWARE, '100');
    await userEvent.click(addButton());
    await waitFor(() => expect(createButton()).toBeEnabled());
    expect(screen.queryByText(INVOICE_MESSAGES.startDateMin)).toBeNull();
  });

  it('lets a date typed before ticking Date range give way to the range', async () => {
    renderPage([orderMock], { dateRange: true });
    await screen.findByText(/PO-2026-0012/);
    await userEvent.type(screen.getByRole('textbox', { name: /^Title/ }), 'March');
    await setDay(/^Date(?! range)/, localDay());
    await pick(HARDWARE, '100');
    await userEvent.click(addButton());
    await waitFor(() => expect(createButton()).toBeEnabled());
    await userEvent.click(screen.getByRole('checkbox', { name: 'Date range' }));
    const start = localDay(1, 10);
    await setDay(/^Start date/, start);
    await setDay(/^End date/, lastDayOfMonth(start));
    await waitFor(() => expect(createButton()).toBeEnabled());
    // Unticked, the date typed first is back and valid.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Date range' }));
    expect(dateValue(dateField(/^Date(?! range)/))).toBe(localDay());
    await waitFor(() => expect(createButton()).toBeEnabled());
  });

  it('creates the invoice, says so and goes to /invoices 1500 ms later', async () => {
    const today = localDay();
    const created = {
      ...madeMock(
        invoiceInput(today, {
          lines: [
            { listItemId: '31', amount: '600' },
            { listItemId: '32', quantity: '2.5' },
          ],
        }),
        '40',
        { remainingAmount: '750.00', invoicedAmount: '2250.00' },
      ),
      delay: 0,
    };
    renderPage([orderMock, created]);
    await screen.findByText(/PO-2026-0012/);
    await userEvent.type(screen.getByRole('textbox', { name: /^Title/ }), 'March');
    await setDay(/^Date/, today);
    await pick(HARDWARE, '600');
    await userEvent.click(addButton());
    await pick(CONSULTING, '2.5');
    await userEvent.click(addButton());
    await waitFor(() => expect(createButton()).toBeEnabled());

    jest.useFakeTimers();
    fireEvent.click(createButton());
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByText(INVOICE_TEXTS.created)).toBeInTheDocument();
    await expectExactlyAfter(1500, {
      before: () =>
        expect(screen.getByTestId('location')).toHaveTextContent('/create-invoice?order=12'),
      after: () => expect(screen.getByTestId('location')).toHaveTextContent(/^\/invoices$/),
    });
  });

  it('says the invoice is made when the bff could not read its order again; the next one asks for it', async () => {
    const today = localDay();
    const order = recordedQuery(InvoiceOrderQuery, [{ purchaseOrder: invoiceOrder() }]);
    const made = madeMock(
      invoiceInput(today, { name: 'April', lines: [{ listItemId: '31', amount: '1' }] }),
      '41',
      null,
    );
    renderPage([order.mock, made]);
    await fillOneLine(today, 'April', '1');
    await userEvent.click(createButton());
    expect(await screen.findByText(INVOICE_TEXTS.created)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/invoices$/));
    // The next invoice of that order starts from its remaining amounts as they are now (the
    // page never reads the order from the cache).
    act(() => window.history.pushState(null, '', '/create-invoice?order=12'));
    expect(await screen.findByText(/PO-2026-0012/)).toBeInTheDocument();
    expect(order.requests).toHaveBeenCalledTimes(2);
  });

  it("shows the server's refusal in the banner and on its field", async () => {
    const today = localDay();
    const refused = {
      request: { query: CreateInvoiceMutation, variables: oneLine(today) },
      result: {
        data: {
          createInvoice: {
            __typename: 'CreateInvoicePayload',
            invoice: null,
            purchaseOrder: null,
            errors: [
              {
                __typename: 'UserError',
                field: 'name',
                message: INVOICE_MESSAGES.titleDuplicate,
                code: 'DUPLICATE_NAME',
              },
            ],
          },
        },
      },
    };
    renderPage([orderMock, refused]);
    await fillOneLine(today);
    await userEvent.click(createButton());
    expect(
      await screen.findByText(INVOICE_TEXTS.createFailed(INVOICE_MESSAGES.titleDuplicate)),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveAccessibleDescription(
      INVOICE_MESSAGES.titleDuplicate,
    );
  });

  it("fails when the server is unreachable: 'Error creating invoice: …', the form as filled", async () => {
    const today = localDay();
    const create = failedWith(
      CreateInvoiceMutation,
      oneLine(today),
      'UPSTREAM_UNAVAILABLE',
      'The REST API is not reachable. Please try again later.',
    );
    renderPage([orderMock, create]);
    await fillOneLine(today);
    jest.useFakeTimers();
    try {
      fireEvent.click(createButton());

      await expectErrorBannerFor3000Ms(
        'Error creating invoice: Network error or server not reachable',
      );
      expect(create.result).toHaveBeenCalledTimes(1);
      expect(screen.queryByText('SUCCESS: Invoice generated!')).not.toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('March');
      const lines = screen.getByRole('table', { name: 'Invoice lines' });
      expect(within(lines).getByRole('button', { name: 'Remove Hardware' })).toBeInTheDocument();
      expect(createButton()).toBeEnabled();
      // Past the redirect after a create (1.5 s): still here.
      expect(screen.getByTestId('location')).toHaveTextContent('/create-invoice?order=12');
    } finally {
      jest.useRealTimers();
    }
  });
});
