// Add list items (spec §2, §5): entity (one of the selected), type, cost type, Time & Material
// (resource, person days × daily rate — multiplied exactly by the schema's listItemAmount), amount
// and the read-only open amount. Add is disabled while the item's amount exceeds what is open.
import { useEffect, type RefObject } from 'react';
import { Form, Formik } from 'formik';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  COST_TYPES,
  ITEM_TYPES,
  LIST_ITEM_MESSAGES,
  exceedsOpenAmount,
  listItemAmount,
  listItemSchema,
} from '@cost-steering/schema';
import type { AddRequestListItemInput } from '../../../gql/graphql';
import { PoliteAnnouncement } from '../../../shared/a11y/PoliteAnnouncement';
import { ownCurrency } from '../lists/requestFormat';
import { useSession } from '../../../shared/session/session';
import { FormNativeSelect, FormText } from '../../../shared/forms/FormFields';
import { entityKey, entityLabel, type EntityKind, type SelectedEntity } from './requestValues';

interface ItemValues {
  entityType: string;
  /** The chosen entity's key (kind and id): the shared rule only asks that there is one. */
  entityId: string;
  type: string;
  costType: string;
  timeAndMaterial: boolean;
  resourceName: string;
  quantity: string;
  dailyRate: string;
  amount: string;
}

const EMPTY_ITEM: ItemValues = {
  entityType: '',
  entityId: '',
  type: '',
  costType: '',
  timeAndMaterial: false,
  resourceName: '',
  quantity: '',
  dailyRate: '',
  amount: '',
};

// The shared rule names entity kinds as the spec displays them ('Product'); GraphQL upper-cases.
const KIND_LABEL: Record<EntityKind, string> = {
  PRODUCT: 'Product',
  PROJECT: 'Project',
  APPLICATION: 'Application',
};

function toInput(
  requestId: string,
  values: ItemValues,
  entity: SelectedEntity,
): AddRequestListItemInput {
  const base = {
    requestId,
    entityType: entity.type,
    entityId: entity.id,
    type: values.type.toUpperCase() as AddRequestListItemInput['type'],
    costType:
      values.type === 'Undefined'
        ? null
        : (values.costType.toUpperCase() as AddRequestListItemInput['costType']),
  };
  return values.timeAndMaterial
    ? {
        ...base,
        resourceName: values.resourceName.trim(),
        quantity: values.quantity.trim(),
        dailyRate: values.dailyRate.trim(),
      }
    : { ...base, amount: values.amount.trim() };
}

export function ListItemForm(props: {
  requestId: string;
  currency: string;
  openAmount: string;
  entities: readonly SelectedEntity[];
  onAdd(input: AddRequestListItemInput): Promise<boolean>;
  /**
   * The form itself (tabIndex -1): the focus goes there when it appears and after each Add, so
   * Tab reaches Entity next. Not Entity itself: leaving an untouched field marks it touched, and
   * its 'required' text then appeared under it as the user went for Send or Cancel — the layout
   * moved under the pointer and the click was lost (seen in the journeys).
   */
  focusTarget: RefObject<HTMLFormElement | null>;
}) {
  const { flags } = useSession().configuration;
  const { focusTarget } = props;
  useEffect(() => focusTarget.current?.focus(), [focusTarget]);
  const schema = listItemSchema({
    openAmount: props.openAmount,
    undefinedEnabled: flags.undefinedEnabled,
  });
  const types = ITEM_TYPES.filter((t) => flags.undefinedEnabled || t !== 'Undefined');
  return (
    <Formik
      initialValues={EMPTY_ITEM}
      validationSchema={schema}
      validateOnMount
      enableReinitialize
      onSubmit={async (values, helpers) => {
        const entity = props.entities.find((e) => entityKey(e) === values.entityId);
        if (!entity) return;
        if (await props.onAdd(toInput(props.requestId, values, entity))) {
          helpers.resetForm();
          // Add is disabled again: ready for the next item instead of <body>.
          focusTarget.current?.focus();
        }
      }}
    >
      {({ values, touched, isValid, isSubmitting, setFieldValue }) => {
        const amount = listItemAmount(values);
        const over = exceedsOpenAmount(values, props.openAmount);
        // Shown under the computed T&M amount at once, under a plain amount once it was left;
        // said when shown — it appears away from the field being typed in (WCAG 4.1.3).
        const overShown = over && (values.timeAndMaterial || Boolean(touched.amount));
        return (
          <Form noValidate aria-label="List item" ref={focusTarget} tabIndex={-1}>
            <Typography variant="h6" component="h2">
              Add list items
            </Typography>
            <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', my: 1 }}>
              <FormNativeSelect
                name="entityId"
                id="request-entityId"
                label="Entity"
                options={props.entities.map((e) => ({ id: entityKey(e), name: entityLabel(e) }))}
                onChoose={(value) => {
                  const entity = props.entities.find((e) => entityKey(e) === value);
                  void setFieldValue('entityType', entity ? KIND_LABEL[entity.type] : '');
                  void setFieldValue('entityId', value);
                }}
              />
              <FormNativeSelect
                name="type"
                id="request-type"
                label="Type"
                options={types.map((t) => ({ id: t, name: t }))}
              />
              <FormNativeSelect
                name="costType"
                id="request-costType"
                label="Cost type"
                options={COST_TYPES.map((t) => ({ id: t, name: t }))}
                disabled={values.type === 'Undefined'}
                required={values.type !== 'Undefined'}
              />
              <FormControlLabel
                control={
                  <Checkbox
                    name="timeAndMaterial"
                    checked={values.timeAndMaterial}
                    onChange={(event) =>
                      void setFieldValue('timeAndMaterial', event.target.checked)
                    }
                  />
                }
                label="Time & Material"
              />
              {values.timeAndMaterial ? (
                <>
                  <FormText
                    name="resourceName"
                    id="request-resourceName"
                    label="Resource name"
                    required
                  />
                  <FormText
                    name="quantity"
                    id="request-quantity"
                    label="Person days"
                    required
                    decimal
                  />
                  <FormText
                    name="dailyRate"
                    id="request-dailyRate"
                    label="Daily rate"
                    required
                    decimal
                  />
                  <TextField
                    label={`Amount (${props.currency})`}
                    value={amount === null ? '' : ownCurrency(amount, props.currency)}
                    slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
                    error={over}
                    helperText={over ? LIST_ITEM_MESSAGES.overOpenAmount : undefined}
                  />
                </>
              ) : (
                <FormText name="amount" id="request-amount" label="Amount" required decimal />
              )}
              <TextField
                label={`Open amount (${props.currency})`}
                value={ownCurrency(props.openAmount, props.currency)}
                slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
              />
            </Stack>
            <Button type="submit" variant="outlined" disabled={!isValid || over || isSubmitting}>
              Add
            </Button>
            <PoliteAnnouncement text={overShown ? LIST_ITEM_MESSAGES.overOpenAmount : ''} />
          </Form>
        );
      }}
    </Formik>
  );
}
