// The product family form of spec §2/§5: owner (current user by default), name with a counter,
// year (current year by default), and a budget limit or a target depending on the budget-limit
// feature. The yup rules are the ones the servers enforce.
import { useMemo, useState } from 'react';
import { Formik, Form, type FormikHelpers } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LIMITS, productFamilySchema } from '@cost-steering/schema';
import type { CreateProductFamilyInput } from '../../../gql/graphql';
import type { CreateOutcome } from '../hooks/useCreateProductFamily';

export interface ProductFamilyFormValues {
  owner: string;
  name: string;
  year: number | '';
  budgetLimit: string;
  target: string;
}

interface Props {
  currentUser: string;
  owners: readonly string[];
  budgetLimitEnabled: boolean;
  onCreate(input: CreateProductFamilyInput): Promise<CreateOutcome>;
}

export function initialFamilyValues(
  currentUser: string,
  today = new Date(),
): ProductFamilyFormValues {
  return { owner: currentUser, name: '', year: today.getFullYear(), budgetLimit: '', target: '' };
}

function toInput(values: ProductFamilyFormValues, budgetLimitEnabled: boolean) {
  return {
    name: values.name.trim(),
    owner: values.owner,
    year: Number(values.year),
    ...(budgetLimitEnabled
      ? { budgetLimit: values.budgetLimit.trim() }
      : { target: values.target.trim() }),
  };
}

export function ProductFamilyForm({ currentUser, owners, budgetLimitEnabled, onCreate }: Props) {
  const [created, setCreated] = useState(false);
  const schema = useMemo(() => productFamilySchema(budgetLimitEnabled), [budgetLimitEnabled]);
  const initialValues = useMemo(() => initialFamilyValues(currentUser), [currentUser]);
  const ownerOptions = owners.includes(currentUser) ? owners : [currentUser, ...owners];
  const capField = budgetLimitEnabled ? 'budgetLimit' : 'target';
  const capLabel = budgetLimitEnabled ? 'Budget limit' : 'Target';

  async function submit(
    values: ProductFamilyFormValues,
    helpers: FormikHelpers<ProductFamilyFormValues>,
  ) {
    const outcome = await onCreate(toInput(values, budgetLimitEnabled));
    if (outcome.status === 'created') setCreated(true);
    else if (outcome.status === 'duplicate') {
      await helpers.setFieldValue('name', '', true);
      await helpers.setFieldTouched('name', true, false);
    } else if (outcome.status === 'invalid') helpers.setErrors(outcome.fieldErrors);
  }

  return (
    <Formik
      initialValues={initialValues}
      validationSchema={schema}
      validateOnMount
      onSubmit={submit}
    >
      {({
        values,
        errors,
        touched,
        isValid,
        isSubmitting,
        handleChange,
        handleBlur,
        resetForm,
      }) => {
        const shown = (field: keyof ProductFamilyFormValues) =>
          touched[field] && errors[field] ? errors[field] : undefined;
        const locked = created || isSubmitting;
        return (
          <Form noValidate aria-label="Create product family">
            <Stack spacing={2} sx={{ maxWidth: 480 }}>
              <TextField
                select
                name="owner"
                label="Owner"
                value={values.owner}
                onChange={handleChange}
                onBlur={handleBlur}
                disabled={locked}
                error={Boolean(shown('owner'))}
                helperText={shown('owner')}
                required
              >
                {ownerOptions.map((owner) => (
                  <MenuItem key={owner} value={owner}>
                    {owner}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                name="name"
                label="Name"
                value={values.name}
                onChange={handleChange}
                onBlur={handleBlur}
                disabled={locked}
                error={Boolean(shown('name'))}
                required
                helperText={
                  <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between' }}>
                    <span>{shown('name') ?? ''}</span>
                    <span aria-label="Name length">
                      {values.name.length}/{LIMITS.nameMax}
                    </span>
                  </Box>
                }
              />
              <TextField
                name="year"
                label="Year"
                type="number"
                value={values.year}
                onChange={handleChange}
                onBlur={handleBlur}
                disabled={locked}
                error={Boolean(shown('year'))}
                helperText={shown('year')}
                required
                slotProps={{ htmlInput: { min: LIMITS.yearMin, max: LIMITS.yearMax, step: 1 } }}
              />
              <TextField
                name={capField}
                label={capLabel}
                value={values[capField]}
                onChange={handleChange}
                onBlur={handleBlur}
                disabled={locked}
                error={Boolean(shown(capField))}
                helperText={shown(capField) ?? 'EUR'}
                required
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button
                  type="submit"
                  variant="contained"
                  disabled={!isValid || isSubmitting || created}
                >
                  Submit
                </Button>
                {created && (
                  <Button
                    variant="outlined"
                    onClick={() => {
                      resetForm({ values: initialFamilyValues(currentUser) });
                      setCreated(false);
                    }}
                  >
                    New
                  </Button>
                )}
              </Box>
            </Stack>
          </Form>
        );
      }}
    </Formik>
  );
}
