// Create cost unit (spec §2, §5): name (trimmed, '%' and '#' stripped, counter), manager, start
// date (not before today). After Create the fields lock and `children` (the product allocation)
// appear; New resets the form for the next cost unit.
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Formik, type FormikHelpers } from 'formik';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { costUnitSchema } from '@cost-steering/schema';
import type { CostUnitFieldsFragment, CreateCostUnitInput } from '../../../gql/graphql';
import { FormDate } from '../../../shared/forms/FormDate';
import { FormSelect, NameField } from '../../../shared/forms/FormFields';
import type { WriteOutcome } from '../hooks/useCostUnitWrites';
import { FormKeepingFocus } from '../../../shared/forms/FormKeepingFocus';
import { serverToday } from '../../../shared/format/date';

export interface CostUnitFormValues {
  name: string;
  manager: string;
  statusdate: string;
}

interface Props {
  managers: readonly string[];
  defaultManager: string;
  onCreate(input: CreateCostUnitInput): Promise<WriteOutcome>;
  /** The allocation part, shown once the cost unit exists. */
  children?: (created: CostUnitFieldsFragment) => ReactNode;
}

export function CostUnitForm({ managers, defaultManager, onCreate, children }: Props) {
  const today = serverToday();
  const schema = useMemo(() => costUnitSchema({ today }), [today]);
  const [created, setCreated] = useState<CostUnitFieldsFragment | null>(null);
  // New leaves the form (its button goes): the focus goes to the form, as after Create.
  const form = useRef<HTMLFormElement>(null);
  const initialValues: CostUnitFormValues = {
    name: '',
    manager: defaultManager,
    statusdate: today,
  };
  const options = managers.map((name) => ({ id: name, name }));

  async function submit(values: CostUnitFormValues, helpers: FormikHelpers<CostUnitFormValues>) {
    const cleaned = schema.cast(values) as CostUnitFormValues;
    const outcome = await onCreate({
      name: cleaned.name,
      manager: cleaned.manager,
      statusDate: cleaned.statusdate,
    });
    if (outcome.status === 'done') {
      setCreated(outcome.costUnit);
      await helpers.setFieldValue('name', outcome.costUnit.name, false);
    } else if (outcome.status === 'refused') {
      if (outcome.errors.some((error) => error.code === 'DUPLICATE_NAME')) {
        // Spec §5: the name field is cleared after a duplicate error.
        await helpers.setFieldValue('name', '', true);
        await helpers.setFieldTouched('name', true, false);
      }
    }
  }

  return (
    <Formik
      initialValues={initialValues}
      validationSchema={schema}
      validateOnMount
      onSubmit={submit}
    >
      {({ isValid, isSubmitting, resetForm }) => {
        const locked = isSubmitting || created !== null;
        return (
          <Stack spacing={3}>
            <FormKeepingFocus aria-label="Create cost unit" ref={form}>
              <Stack spacing={2} sx={{ maxWidth: 480 }}>
                <NameField disabled={locked} />
                <FormSelect name="manager" label="Manager" options={options} disabled={locked} />
                <FormDate
                  name="statusdate"
                  label="Start date"
                  required
                  min={today}
                  disabled={locked}
                />
                <Stack direction="row" spacing={2}>
                  <Button type="submit" variant="contained" disabled={!isValid || locked}>
                    Create
                  </Button>
                  {created && (
                    <Button
                      variant="outlined"
                      onClick={() => {
                        setCreated(null);
                        resetForm({ values: initialValues });
                        form.current?.focus();
                      }}
                    >
                      New
                    </Button>
                  )}
                </Stack>
              </Stack>
            </FormKeepingFocus>
            {created && children?.(created)}
          </Stack>
        );
      }}
    </Formik>
  );
}
