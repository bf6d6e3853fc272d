// The company form of spec §2/§5: name, city, country (the long list), street, house number,
// postal code and 'Use Postal Code only', which takes street and house number away (sent as
// null). The yup rules are the ones the server enforces.
import { useMemo, useRef } from 'react';
import { Formik, type FormikHelpers } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { COMPANY_LIMITS, companySchema } from '@cost-steering/schema';
import type { CreateCompanyInput } from '../../../gql/graphql';
import { FormKeepingFocus } from '../../../shared/forms/FormKeepingFocus';
import type { CreateCompanyOutcome } from '../hooks/useCreateCompany';
import { FormText, NameField } from '../../../shared/forms/FormFields';
import { CountryField } from './fields';

export interface CompanyFormValues {
  name: string;
  city: string;
  country: string;
  street: string;
  houseNumber: string;
  postalCode: string;
  postalCodeOnly: boolean;
}

export const EMPTY_COMPANY: CompanyFormValues = {
  name: '',
  city: '',
  country: '',
  street: '',
  houseNumber: '',
  postalCode: '',
  postalCodeOnly: false,
};

/** Inputs trimmed; street and house number null with 'Use Postal Code only' (spec §5). */
export function toCompanyInput(values: CompanyFormValues): CreateCompanyInput {
  return {
    name: values.name.trim(),
    city: values.city.trim(),
    country: values.country,
    street: values.postalCodeOnly ? null : values.street.trim(),
    houseNumber: values.postalCodeOnly ? null : values.houseNumber.trim(),
    postalCode: values.postalCode.trim(),
  };
}

interface Props {
  /** Locks the form after a create (New unlocks it). */
  created: boolean;
  onCreate(input: CreateCompanyInput): Promise<CreateCompanyOutcome>;
  onNew(): void;
}

export function CompanyForm({ created, onCreate, onNew }: Props) {
  const schema = useMemo(() => companySchema(), []);
  // New leaves the form (its button goes): the focus goes to the form, as after Submit.
  const form = useRef<HTMLFormElement>(null);

  async function submit(values: CompanyFormValues, helpers: FormikHelpers<CompanyFormValues>) {
    const outcome = await onCreate(toCompanyInput(values));
    if (outcome.status === 'duplicate') {
      // Spec §5: the name field is cleared after a duplicate error.
      await helpers.setFieldValue('name', '', true);
      await helpers.setFieldTouched('name', true, false);
    } else if (outcome.status === 'invalid') helpers.setErrors(outcome.fieldErrors);
  }

  return (
    <Formik
      initialValues={EMPTY_COMPANY}
      validationSchema={schema}
      validateOnMount
      onSubmit={submit}
    >
      {({ values, isValid, isSubmitting, resetForm, setFieldValue }) => {
        const locked = created || isSubmitting;
        return (
          <FormKeepingFocus aria-label="Create company" ref={form}>
            <Stack spacing={2} sx={{ maxWidth: 480 }}>
              <NameField disabled={locked} />
              <FormText
                name="city"
                label="City"
                required
                disabled={locked}
                maxLength={COMPANY_LIMITS.cityMax}
              />
              <CountryField disabled={locked} />
              <FormText
                name="street"
                label="Street"
                required={!values.postalCodeOnly}
                disabled={locked || values.postalCodeOnly}
                maxLength={COMPANY_LIMITS.streetMax}
              />
              <FormText
                name="houseNumber"
                label="House number"
                required={!values.postalCodeOnly}
                disabled={locked || values.postalCodeOnly}
                maxLength={COMPANY_LIMITS.houseNumberMax}
              />
              <FormText
                name="postalCode"
                label="Postal code"
                required
                disabled={locked}
                maxLength={COMPANY_LIMITS.postalCodeMax}
              />
              <FormControlLabel
                label="Use Postal Code only"
                control={
                  <Checkbox
                    checked={values.postalCodeOnly}
                    disabled={locked}
                    onChange={(event) => {
                      void setFieldValue('postalCodeOnly', event.target.checked, true);
                      if (event.target.checked) {
                        void setFieldValue('street', '', false);
                        void setFieldValue('houseNumber', '', false);
                      }
                    }}
                  />
                }
              />
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button type="submit" variant="contained" disabled={!isValid || locked}>
                  Submit
                </Button>
                {created && (
                  <Button
                    variant="outlined"
                    onClick={() => {
                      resetForm({ values: EMPTY_COMPANY });
                      onNew();
                      form.current?.focus();
                    }}
                  >
                    New
                  </Button>
                )}
              </Box>
            </Stack>
          </FormKeepingFocus>
        );
      }}
    </Formik>
  );
}
