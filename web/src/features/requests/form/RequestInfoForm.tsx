// Request Info, Enter Amount, Add Entities and Selected entities (spec §2), validated by the shared
// purchaseRequestSchema. Next creates the request; once it exists the section is read-only until
// Edit, which toggles to Save (spec §2): Save changes the Draft (updatePurchaseRequest), Discard
// changes goes back to what was saved.
import { useRef, useState } from 'react';
import { Form, Formik, useFormikContext } from 'formik';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { compareDecimals, isDecimal, purchaseRequestSchema } from '@cost-steering/schema';
import { PoliteAnnouncement } from '../../../shared/a11y/PoliteAnnouncement';
import { useSession } from '../../../shared/session/session';
import { BudgetImpactPreview } from '../budget-impact/BudgetImpactPreview';
import { CompanyField } from './CompanyField';
import { CompanyContactsQuery } from './documents';
import { EntityPicker } from './EntityPicker';
import { FormDate } from '../../../shared/forms/FormDate';
import { FormNativeSelect, FormText, type Option } from '../../../shared/forms/FormFields';
import { entityKey, entityLabel, type RequestInfoValues } from './requestValues';
import { serverToday } from '../../../shared/format/date';

export interface RequestReference {
  currencies: readonly Option[];
  suppliers: readonly Option[];
  sbus: readonly Option[];
}

/**
 * The fields in even columns: one under the other on a phone, as many 240 px columns as fit
 * above it (each field stretches to its column, so no row ends ragged).
 */
const FIELD_GRID = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(240px, 1fr))' },
  columnGap: 2,
  my: 1,
} as const;

/** Spec §5: Next is disabled while the amount is zero (or not a number). */
function amountIsZero(amount: string): boolean {
  return !isDecimal(amount.trim()) || compareDecimals(amount.trim(), '0') === 0;
}

function ContactField({ companyId, disabled }: { companyId: string; disabled: boolean }) {
  const { data } = useQuery(CompanyContactsQuery, {
    variables: { companyId },
    skip: !companyId,
  });
  const contacts = companyId ? (data?.company?.contacts ?? []) : [];
  return (
    <FormNativeSelect
      name="contactId"
      id="request-contactId"
      label="Company contact"
      options={contacts}
      disabled={disabled || !companyId}
    />
  );
}

function Entities({ locked }: { locked: boolean }) {
  const { values, setFieldValue, errors, touched, submitCount } =
    useFormikContext<RequestInfoValues>();
  // Said to screen readers only (PoliteAnnouncement); not the status banner, which turns red for
  // any text holding 'error' — an entity's name may.
  const [removal, setRemoval] = useState('');
  const section = useRef<HTMLElement>(null);
  const chips = useRef<HTMLDivElement>(null);
  // Shown at once, as a hint: it says why Next is disabled. It turns into an error (red) only once
  // the user has started on the form, not before they did anything (issue 31).
  const message = typeof errors.entities === 'string' ? errors.entities : null;
  const started = submitCount > 0 || Object.keys(touched).length > 0;
  return (
    <Box component="section" aria-labelledby="request-entities" ref={section}>
      <Typography id="request-entities" variant="h6" component="h2">
        Add Entities
      </Typography>
      <EntityPicker
        disabled={locked}
        onAdd={(entity) => {
          if (!values.entities.some((e) => entityKey(e) === entityKey(entity))) {
            void setFieldValue('entities', [...values.entities, entity]);
          }
        }}
      />
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        Selected entities
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} ref={chips}>
        {values.entities.map((entity, index) => (
          <Chip
            key={entityKey(entity)}
            label={entityLabel(entity)}
            onDelete={
              locked
                ? undefined
                : () => {
                    void setFieldValue(
                      'entities',
                      values.entities.filter((e) => entityKey(e) !== entityKey(entity)),
                    );
                    // The focus goes to the next chip, else to the picker (its first select);
                    // the removal is said in the polite live region below.
                    const next = chips.current?.children[index + 1] as HTMLElement | undefined;
                    (next ?? section.current?.querySelector('select'))?.focus();
                    setRemoval(`${entityLabel(entity)} removed from the selected entities.`);
                  }
            }
          />
        ))}
      </Stack>
      {message && <FormHelperText error={started}>{message}</FormHelperText>}
      <PoliteAnnouncement text={removal} />
    </Box>
  );
}

/** What the form says while Next creates the request. */
export const CREATING_REQUEST = 'Creating the request…';
/** What the form says while Save changes the Draft. */
export const SAVING_REQUEST = 'Saving the request…';

/** The Draft the form works on once Next created it (or it was resumed). */
export interface StoredDraft {
  startDate: string;
  /** What its list items hold together, in its currency. */
  itemsTotal: string;
  currency: string;
}

export function RequestInfoForm(props: {
  initialValues: RequestInfoValues;
  /** Edit and Renew: the stored request's company, shown before any search. */
  initialCompany: Option | null;
  reference: RequestReference;
  /** The request exists (Next done, or a resumed Draft): read-only until Edit. */
  created: StoredDraft | null;
  /** Edit was chosen and not yet saved or discarded (the page holds Send meanwhile). */
  editing: boolean;
  onEditingChange(editing: boolean): void;
  /** Edit may be chosen (not while the request is being sent). */
  editable: boolean;
  nextLabel: 'Next' | 'Save';
  /** Edit: the request the new one replaces, left out of the preview's pending figures. */
  replacesId: string | null;
  onNext(values: RequestInfoValues): Promise<void>;
  /** Edit → Save: whether the Draft was changed. */
  onSave(values: RequestInfoValues): Promise<boolean>;
}) {
  const { flags } = useSession().configuration;
  const schema = purchaseRequestSchema({
    suppliersEnabled: flags.suppliersEnabled,
    sbuEnabled: flags.prSbuEnabled,
    accountingElementEnabled: flags.prAccountingElement,
    // Every mode creates a new request (Edit and Renew too), refused by the server before today.
    minStartDate: serverToday(),
    requireEntities: true,
    ...(props.created ? { stored: props.created } : {}),
  });
  const created = props.created !== null;
  const locked = created && !props.editing;
  return (
    <Formik
      initialValues={props.initialValues}
      validationSchema={schema}
      validateOnMount
      onSubmit={async (values, { resetForm }) => {
        if (!created) return props.onNext(values);
        if (!(await props.onSave(values))) return;
        // What was saved is what Discard changes goes back to next time.
        resetForm({ values });
        props.onEditingChange(false);
      }}
    >
      {({ values, isValid, isSubmitting, resetForm }) => {
        return (
          <Form noValidate aria-label="Request">
            <Typography variant="h6" component="h2">
              Request Info
            </Typography>
            <Box sx={FIELD_GRID}>
              <CompanyField initial={props.initialCompany} disabled={locked} />
              <ContactField companyId={values.companyId} disabled={locked} />
              <FormDate
                name="startDate"
                id="request-startDate"
                label="Start date"
                required
                disabled={locked}
              />
              <FormDate
                name="deliveryDate"
                id="request-deliveryDate"
                label="Delivery date"
                disabled={locked}
              />
              <FormText
                name="orderText"
                id="request-orderText"
                label="Order text"
                required
                disabled={locked}
              />
              {flags.suppliersEnabled && (
                <FormNativeSelect
                  name="supplierId"
                  id="request-supplierId"
                  label="Supplier"
                  options={props.reference.suppliers}
                  disabled={locked}
                />
              )}
              {flags.prSbuEnabled && (
                <FormNativeSelect
                  name="sbuId"
                  id="request-sbuId"
                  label="SBU"
                  options={props.reference.sbus}
                  disabled={locked}
                />
              )}
              {flags.prAccountingElement && (
                <FormText
                  name="accountingElement"
                  id="request-accountingElement"
                  label="Accounting element"
                  required
                  disabled={locked}
                />
              )}
              <FormText
                name="comments"
                id="request-comments"
                label="Comment"
                multiline
                disabled={locked}
              />
            </Box>
            <Typography variant="h6" component="h2">
              Enter Amount
            </Typography>
            <Box sx={FIELD_GRID}>
              <FormText
                name="orderAmount"
                id="request-orderAmount"
                label="Order amount"
                required
                decimal
                disabled={locked}
              />
              <FormNativeSelect
                name="currency"
                id="request-currency"
                label="Currency"
                options={props.reference.currencies}
                disabled={locked}
              />
            </Box>
            <Entities locked={locked} />
            {!created && <BudgetImpactPreview values={values} replacesId={props.replacesId} />}
            <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
              {/* Keyed apart: were the Edit button reused as Save, the click that turns it into a
                  submit button would submit the form too (the browser acts after React renders). */}
              {locked ? (
                <Button
                  key="edit"
                  variant="outlined"
                  disabled={!props.editable}
                  onClick={() => props.onEditingChange(true)}
                >
                  Edit
                </Button>
              ) : (
                <Button
                  key="submit"
                  type="submit"
                  variant="contained"
                  disabled={
                    isSubmitting ||
                    !isValid ||
                    values.entities.length === 0 ||
                    amountIsZero(values.orderAmount)
                  }
                >
                  {created ? 'Save' : props.nextLabel}
                </Button>
              )}
              {props.editing && (
                <Button
                  disabled={isSubmitting}
                  onClick={() => {
                    resetForm();
                    props.onEditingChange(false);
                  }}
                >
                  Discard changes
                </Button>
              )}
            </Stack>
            {isSubmitting && (
              // Next creates the request (and Edit/Renew carry its items over): it can take a
              // few seconds, so it says so instead of looking stuck.
              <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }} role="status">
                <CircularProgress size={16} aria-hidden />
                <Typography variant="body2">
                  {created ? SAVING_REQUEST : CREATING_REQUEST}
                </Typography>
              </Stack>
            )}
          </Form>
        );
      }}
    </Formik>
  );
}
