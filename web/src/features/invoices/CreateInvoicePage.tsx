// /create-invoice?order={id} (spec §2 'Create invoice', §5 'Invoice'): an invoice built from one
// purchase order — title, a date (or, with the date-range flag, a start and end date inside the
// start's month), and lines drawn from the order's list items. A picked item leaves the choices;
// removing its line returns it. Create is disabled with no lines. After 'SUCCESS: Invoice
// generated!' the screen goes to /invoices after 1.5 s (spec §9). Without a valid order the
// screen goes to /all-orders (the route guard already does so without an order id). 'Credit
// note' makes the invoice a credit note (rest-api/CONTRACT.md 'Credit notes'): its lines take
// back what was invoiced; it is chosen before the lines, which are typed for one kind.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Redirect, useSearchParams } from 'wouter';
import { useNavigate } from '../../shared/routing/useNavigate';
import { useQuery } from '@apollo/client/react';
import { Form, Formik, yupToFormErrors, type FormikErrors, type FormikHelpers } from 'formik';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DATE_YEARS, invoiceSchema, sumDecimals, TIMINGS } from '@cost-steering/schema';
import type { CreateInvoiceInput } from '../../gql/graphql';
import { errorBannerText } from '../../shared/errors/errorText';
import { serverToday } from '../../shared/format/date';
import { formatDecimal } from '../../shared/format/decimal';
import { formatRate } from '../../shared/money/money';
import { costTypeLabel, ownCurrency } from '../../shared/orders/format';
import { useSession } from '../../shared/session/session';
import { InvoiceOrderQuery } from './documents';
import { FormDate } from '../../shared/forms/FormDate';
import { FormText } from '../../shared/forms/FormFields';
import {
  choices,
  invoiceLineAmount,
  lineItem,
  remainingByItem,
  type InvoiceOrder,
  type LineValues,
} from './invoiceLines';
import { LinePicker } from './LinePicker';
import { useCreateInvoice } from './useCreateInvoice';

/** The earliest day a date input takes (DATE_YEARS, rest-api/CONTRACT.md 'Input'). */
const FIRST_DAY = `${DATE_YEARS.min}-01-01`;

export const ALL_ORDERS_PATH = '/all-orders';
export const INVOICES_PATH = '/invoices';

export interface InvoiceFormValues {
  /** A credit note: negative lines (LinePicker signs what is typed). */
  creditNote: boolean;
  name: string;
  date: string;
  startDate: string;
  endDate: string;
  useRange: boolean;
  lines: LineValues[];
}

const EMPTY: InvoiceFormValues = {
  creditNote: false,
  name: '',
  date: '',
  startDate: '',
  endDate: '',
  useRange: false,
  lines: [],
};

const HEADER_FIELDS = new Set(['name', 'date', 'startDate', 'endDate']);

export function CreateInvoicePage() {
  const [params] = useSearchParams();
  const orderId = params.get('order')?.trim() ?? '';
  const { data, loading, error } = useQuery(InvoiceOrderQuery, {
    variables: { id: orderId },
    // The order's items and invoices as they are now (and not written over the overview's
    // per-entity orders in the cache).
    fetchPolicy: 'no-cache',
    skip: !/^\d+$/.test(orderId),
  });
  if (!/^\d+$/.test(orderId)) return <Redirect to={ALL_ORDERS_PATH} replace />;
  if (loading) return <CircularProgress aria-label="Loading the purchase order" />;
  if (error) return <Alert severity="error">{errorBannerText(error)}</Alert>;
  const order = data?.purchaseOrder;
  if (!order) return <Redirect to={ALL_ORDERS_PATH} replace />;
  return <InvoiceForm order={order} />;
}

function InvoiceForm({ order }: { order: InvoiceOrder }) {
  const { flags } = useSession().configuration;
  const navigate = useNavigate();
  const createInvoice = useCreateInvoice();
  const [created, setCreated] = useState(false);
  const remaining = useMemo(() => remainingByItem(order), [order]);
  const items = useMemo(() => new Map(order.listItems.map((item) => [item.id, item])), [order]);
  const picker = useRef<HTMLSelectElement>(null);
  const lineTable = useRef<HTMLTableElement>(null);

  // The redirect after a create (spec §9: 1.5 s), dropped when the screen is left before it.
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  async function validate(values: InvoiceFormValues): Promise<FormikErrors<InvoiceFormValues>> {
    const range = flags.invoiceDateRangeEnabled && values.useRange;
    const schema = invoiceSchema({
      dateRangeEnabled: flags.invoiceDateRangeEnabled,
      minDate: serverToday(),
      useRange: range,
    });
    // Only the date fields on screen count, as only they are sent (submit): a date typed before
    // 'Date range' was ticked stays in the values (it is back when the box is unticked) but
    // must not block Create with a message on a field that is not shown.
    const shown = range ? { ...values, date: '' } : { ...values, startDate: '', endDate: '' };
    try {
      await schema.validate(shown, { abortEarly: false });
      return {};
    } catch (problems) {
      return yupToFormErrors(problems);
    }
  }

  async function submit(values: InvoiceFormValues, helpers: FormikHelpers<InvoiceFormValues>) {
    const range = flags.invoiceDateRangeEnabled && values.useRange;
    const input: CreateInvoiceInput = {
      purchaseOrderId: order.id,
      kind: values.creditNote ? 'CREDIT_NOTE' : 'INVOICE',
      name: values.name.trim(),
      date: range ? null : values.date,
      startDate: range ? values.startDate : null,
      endDate: range ? values.endDate : null,
      lines: values.lines.map((line) =>
        items.get(line.listItemId)?.dailyRate != null
          ? { listItemId: line.listItemId, quantity: line.quantity.trim() }
          : { listItemId: line.listItemId, amount: line.amount.trim() },
      ),
    };
    const outcome = await createInvoice(input);
    if (outcome.created) {
      setCreated(true);
      redirect.current = setTimeout(() => navigate(INVOICES_PATH), TIMINGS.redirectAfterCreateMs);
      return;
    }
    for (const problem of outcome.errors) {
      if (problem.field && HEADER_FIELDS.has(problem.field)) {
        helpers.setFieldTouched(problem.field, true, false);
        helpers.setFieldError(problem.field, problem.message);
      }
    }
  }

  return (
    <Box>
      <Typography variant="h5" component="h1">
        Create Invoice
      </Typography>
      <Typography variant="subtitle1" sx={{ mb: 2 }}>
        Purchase order {order.orderNumber}: {order.orderText}
      </Typography>
      <Formik initialValues={EMPTY} validate={validate} validateOnMount onSubmit={submit}>
        {({ values, isValid, isSubmitting, setFieldValue }) => {
          const lineAmounts = values.lines.map((line) => {
            const item = items.get(line.listItemId)!;
            return invoiceLineAmount(line, lineItem(item, remaining.get(item.id) ?? '0')) ?? '0';
          });
          return (
            <Form noValidate aria-label="Invoice">
              <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
                <FormText name="name" id="invoice-name" required label="Title" />
                {values.useRange && flags.invoiceDateRangeEnabled ? (
                  <>
                    {/* The service period may start in the past (spec §5 'Invoice'): only the
                        single date below is min today. */}
                    <FormDate
                      name="startDate"
                      id="invoice-startDate"
                      required
                      label="Start date"
                      min={FIRST_DAY}
                    />
                    <FormDate
                      name="endDate"
                      id="invoice-endDate"
                      required
                      label="End date"
                      min={values.startDate || FIRST_DAY}
                    />
                  </>
                ) : (
                  <FormDate
                    name="date"
                    id="invoice-date"
                    required
                    label="Date"
                    min={serverToday()}
                  />
                )}
                {flags.invoiceDateRangeEnabled && (
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={values.useRange}
                        onChange={(event) => void setFieldValue('useRange', event.target.checked)}
                      />
                    }
                    label="Date range"
                  />
                )}
              </Stack>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={values.creditNote}
                    disabled={values.lines.length > 0}
                    onChange={(event) => void setFieldValue('creditNote', event.target.checked)}
                  />
                }
                label="Credit note"
              />
              {(values.creditNote || values.lines.length > 0) && (
                <Typography variant="body2" color="text.secondary">
                  {values.lines.length > 0
                    ? 'Remove the lines to switch between an invoice and a credit note.'
                    : 'A credit note takes back what was invoiced on list items: type the amount credited.'}
                </Typography>
              )}
              <Typography variant="h6" component="h2">
                List items
              </Typography>
              <LinePicker
                kind={values.creditNote ? 'credit_note' : 'invoice'}
                choices={choices(order.listItems, values.lines)}
                remaining={remaining}
                selectRef={picker}
                onAdd={(line) => void setFieldValue('lines', [...values.lines, line])}
              />
              {values.lines.length > 0 && (
                <Table size="small" aria-label="Invoice lines" sx={{ mb: 2 }} ref={lineTable}>
                  <TableHead>
                    <TableRow>
                      <TableCell>No.</TableCell>
                      <TableCell>Name</TableCell>
                      <TableCell>Cost Type</TableCell>
                      <TableCell>Resource</TableCell>
                      <TableCell align="right">Person Days</TableCell>
                      <TableCell align="right">Daily rate</TableCell>
                      <TableCell align="right">Amount</TableCell>
                      <TableCell>Remove</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {values.lines.map((line, index) => {
                      const item = items.get(line.listItemId)!;
                      return (
                        <TableRow key={line.listItemId}>
                          <TableCell>{item.position}</TableCell>
                          <TableCell>{item.name}</TableCell>
                          <TableCell>{costTypeLabel(item.type, item.costType)}</TableCell>
                          <TableCell>{item.resourceName ?? ''}</TableCell>
                          <TableCell align="right">{formatDecimal(line.quantity)}</TableCell>
                          <TableCell align="right">
                            {item.dailyRate == null
                              ? ''
                              : formatRate(item.dailyRate, item.currency)}
                          </TableCell>
                          <TableCell align="right">
                            {ownCurrency(lineAmounts[index]!, item.currency)}
                          </TableCell>
                          <TableCell>
                            <Button
                              size="small"
                              color="error"
                              aria-label={`Remove ${item.name}`}
                              onClick={() => {
                                void setFieldValue(
                                  'lines',
                                  values.lines.filter((_, other) => other !== index),
                                );
                                // The next line's Remove, else the one before, else the picker.
                                const removes = lineTable.current?.querySelectorAll('button');
                                (
                                  removes?.[index + 1] ??
                                  removes?.[index - 1] ??
                                  picker.current
                                )?.focus();
                              }}
                            >
                              Remove
                            </Button>
                          </TableCell>
                        </TableRow>
                      );
                    })}
                    <TableRow>
                      <TableCell colSpan={6} sx={{ fontWeight: 600 }}>
                        Total
                      </TableCell>
                      <TableCell align="right" sx={{ fontWeight: 600 }}>
                        {ownCurrency(sumDecimals(lineAmounts), order.currency)}
                      </TableCell>
                      <TableCell />
                    </TableRow>
                  </TableBody>
                </Table>
              )}
              <Stack direction="row" spacing={2}>
                <Button
                  type="submit"
                  variant="contained"
                  disabled={values.lines.length === 0 || !isValid || isSubmitting || created}
                >
                  Create
                </Button>
                <Button onClick={() => navigate(ALL_ORDERS_PATH)} disabled={created}>
                  Cancel
                </Button>
              </Stack>
            </Form>
          );
        }}
      </Formik>
    </Box>
  );
}
