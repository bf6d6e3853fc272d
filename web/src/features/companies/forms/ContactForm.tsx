// The contact form of spec §2/§5: company, name, phone, email. Phone and email are optional and
// sent only when filled; inputs are trimmed. After a create the company stays chosen for the next.
import { useMemo } from 'react';
import { Formik, type FormikHelpers } from 'formik';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { COMPANY_LIMITS, contactSchema } from '@cost-steering/schema';
import type { CreateContactInput } from '../../../gql/graphql';
import type { CreateContactOutcome } from '../hooks/useCreateContact';
import { FormKeepingFocus } from '../../../shared/forms/FormKeepingFocus';
import { FormSelect, FormText, NameField, type Option } from '../../../shared/forms/FormFields';

export interface ContactFormValues {
  companyId: string;
  name: string;
  phone: string;
  email: string;
}

export function toContactInput(values: ContactFormValues): CreateContactInput {
  const phone = values.phone.trim();
  const email = values.email.trim();
  return {
    companyId: values.companyId,
    name: values.name.trim(),
    ...(phone && { phone }),
    ...(email && { email }),
  };
}

interface Props {
  companies: readonly Option[];
  /** The company chosen at first (the one just created on /create-company). */
  initialCompanyId?: string;
  onCreate(input: CreateContactInput): Promise<CreateContactOutcome>;
}

export function ContactForm({ companies, initialCompanyId = '', onCreate }: Props) {
  const schema = useMemo(() => contactSchema(), []);
  const initialValues = { companyId: initialCompanyId, name: '', phone: '', email: '' };

  async function submit(values: ContactFormValues, helpers: FormikHelpers<ContactFormValues>) {
    const outcome = await onCreate(toContactInput(values));
    if (outcome.status === 'created') {
      helpers.resetForm({ values: { ...initialValues, companyId: values.companyId } });
    } else if (outcome.status === 'duplicate') {
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
      {({ isValid, isSubmitting }) => (
        <FormKeepingFocus aria-label="Create contact">
          <Stack spacing={2} sx={{ maxWidth: 480 }}>
            <FormSelect
              name="companyId"
              label="Company"
              options={companies}
              disabled={isSubmitting}
            />
            <NameField disabled={isSubmitting} />
            <FormText
              name="phone"
              label="Phone"
              type="tel"
              disabled={isSubmitting}
              maxLength={COMPANY_LIMITS.phoneMax}
            />
            <FormText
              name="email"
              label="Email"
              type="email"
              disabled={isSubmitting}
              maxLength={COMPANY_LIMITS.emailMax}
            />
            <Button
              type="submit"
              variant="contained"
              disabled={!isValid || isSubmitting}
              sx={{ alignSelf: 'flex-start' }}
            >
              Submit
            </Button>
          </Stack>
        </FormKeepingFocus>
      )}
    </Formik>
  );
}
