// The proposal/demand form (spec §2 'Financial plan', §5): entity type and entity, demand title
// and demand ID (demand only), last year's actuals and this year's forecast read-only (proposal
// only), the proposed amount or the estimate, a description, Submit. The shared yup rules of
// @cost-steering/schema run before submit; the server runs the same.
import { useQuery } from '@apollo/client/react';
import { Formik, useFormikContext } from 'formik';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  futureBudgetSchema,
  LIMITS,
  PLANNING_ENTITY_TYPES,
  TEXTS,
  type PlanningEntityType as RestEntityType,
} from '@cost-steering/schema';
import type { PlanningEntitiesQuery, PlanningEntityType } from '../../../gql/graphql';
import { useMoney } from '../../../shared/currency/currency';
import { FormKeepingFocus } from '../../../shared/forms/FormKeepingFocus';
import { useSession } from '../../../shared/session/session';
import { PlanningEntitiesQuery as EntitiesQuery, PlanningEntityFiguresQuery } from '../documents';
import { useCreateFutureBudget } from '../hooks/usePlanningWrites';
import { ENTITY_TYPE_LABELS, mayPropose, type PlanningMode } from '../labels';

/** The form keeps the rule's entity type words; the schema's enum is written on submit. */
const TO_ENUM: Record<RestEntityType, PlanningEntityType> = {
  productfamily: 'PRODUCT_FAMILY',
  product: 'PRODUCT',
  project: 'PROJECT',
  application: 'APPLICATION',
};

interface Values {
  entityType: string;
  entityId: string;
  demandTitle: string;
  demandId: string;
  amount: string;
  description: string;
}

const EMPTY: Values = {
  entityType: '',
  entityId: '',
  demandTitle: '',
  demandId: '',
  amount: '',
  description: '',
};

interface Option {
  id: string;
  name: string;
  owner: string;
}

export function entityOptions(data: PlanningEntitiesQuery | undefined, type: string): Option[] {
  if (!data) return [];
  const byName = (a: Option, b: Option) => a.name.localeCompare(b.name);
  switch (type) {
    case 'productfamily':
      return [...data.productFamilies].sort(byName);
    case 'product':
      return [...data.products].sort(byName);
    case 'project':
      return data.products.flatMap((product) => product.projects).sort(byName);
    case 'application':
      return data.products.flatMap((product) => product.applications).sort(byName);
    default:
      return [];
  }
}

/** The chosen entity's figures (one query; Apollo shares it between the two fields). */
function useEntityFigures() {
  const { values } = useFormikContext<Values>();
  const chosen = values.entityType !== '' && values.entityId !== '';
  const { data } = useQuery(PlanningEntityFiguresQuery, {
    variables: {
      entityType: TO_ENUM[(values.entityType || 'product') as RestEntityType],
      entityId: values.entityId,
    },
    skip: !chosen,
  });
  return chosen ? data?.planningEntityFigures : undefined;
}

function ReadOnlyFigure({
  label,
  pick,
}: {
  label: string;
  pick: 'lastYearActuals' | 'currentYearForecast';
}) {
  const figures = useEntityFigures();
  const money = useMoney();
  return (
    <TextField
      label={label}
      value={figures ? money(figures[pick]) : ''}
      slotProps={{ input: { readOnly: true } }}
    />
  );
}

export function PlanningForm({ mode }: { mode: PlanningMode }) {
  const { user } = useSession();
  const create = useCreateFutureBudget();
  const { data } = useQuery(EntitiesQuery);
  const demand = mode === 'demand';
  const proposes = mayPropose(user);
  return (
    <Formik<Values>
      initialValues={EMPTY}
      validationSchema={futureBudgetSchema(mode)}
      onSubmit={async (values, helpers) => {
        const outcome = await create({
          kind: demand ? 'DEMAND' : 'PROPOSAL',
          entityType: TO_ENUM[values.entityType as RestEntityType],
          entityId: values.entityId,
          amount: values.amount.trim(),
          description: values.description.trim() || null,
          ...(demand
            ? { demandTitle: values.demandTitle.trim(), demandId: values.demandId.trim() }
            : {}),
        });
        if (outcome.status === 'done') helpers.resetForm();
        if (outcome.status === 'refused') {
          for (const error of outcome.errors) {
            if (error.field) helpers.setFieldError(error.field, error.message);
          }
        }
      }}
    >
      {({ values, errors, touched, handleChange, handleBlur, setFieldValue, isSubmitting }) => {
        const shown = (name: keyof Values) => (touched[name] && errors[name]) || undefined;
        const text = (name: keyof Values, label: string, max?: number) => (
          <TextField
            name={name}
            label={label}
            value={values[name]}
            onChange={handleChange}
            onBlur={handleBlur}
            error={Boolean(shown(name))}
            helperText={shown(name) ?? (max ? `${values[name].length}/${max}` : undefined)}
            required={name !== 'description'}
            slotProps={max ? { htmlInput: { maxLength: max } } : undefined}
          />
        );
        const options = entityOptions(data, values.entityType).filter(
          (option) => !demand || option.owner === user.username,
        );
        return (
          <FormKeepingFocus aria-label={demand ? 'Demand' : 'Proposal'}>
            <Stack spacing={2} sx={{ maxWidth: 520 }}>
              {demand && <Alert severity="info">{TEXTS.demandOwnerNote}</Alert>}
              {/* A proposal is a controller's (rest-api CONTRACT 'Future financials'): others
                  are told before they fill in the form, not by a refusal after it. */}
              {!demand && !proposes && <Alert severity="info">{TEXTS.proposeNotAllowed}</Alert>}
              <TextField
                select
                name="entityType"
                label="Entity type"
                value={values.entityType}
                onChange={(event) => {
                  void setFieldValue('entityType', event.target.value);
                  void setFieldValue('entityId', '');
                }}
                onBlur={handleBlur}
                error={Boolean(shown('entityType'))}
                helperText={shown('entityType')}
                required
              >
                {PLANNING_ENTITY_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {ENTITY_TYPE_LABELS[TO_ENUM[type]]}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                name="entityId"
                label="Entity"
                value={values.entityId}
                onChange={handleChange}
                onBlur={handleBlur}
                error={Boolean(shown('entityId'))}
                helperText={shown('entityId')}
                disabled={values.entityType === ''}
                required
              >
                {options.map((option) => (
                  <MenuItem key={option.id} value={option.id}>
                    {option.name} ({option.owner})
                  </MenuItem>
                ))}
              </TextField>
              {demand && text('demandTitle', 'Demand title', LIMITS.demandTitleMax)}
              {demand && text('demandId', 'Demand ID', LIMITS.demandIdMax)}
              {!demand && <ReadOnlyFigure label="Last year actuals" pick="lastYearActuals" />}
              {text('amount', demand ? 'Demand estimate (EUR)' : 'Proposed amount (EUR)')}
              {!demand && (
                <ReadOnlyFigure label="Current year forecast" pick="currentYearForecast" />
              )}
              {text('description', 'Description', LIMITS.financialTextMax)}
              <Button
                type="submit"
                variant="contained"
                disabled={isSubmitting || (!demand && !proposes)}
              >
                Submit
              </Button>
            </Stack>
          </FormKeepingFocus>
        );
      }}
    </Formik>
  );
}
