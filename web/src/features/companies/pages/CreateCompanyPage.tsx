// /create-company (spec §2 'Companies'): the company form; once the company is created, 'New
// Company has been added! You can now add contacts to it.' and the contact form appears with the
// new company chosen. New on the company form hides it again.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { TEXTS } from '@cost-steering/schema';
import type { CompanyFieldsFragment, CreateCompanyInput } from '../../../gql/graphql';
import { CompanyForm } from '../forms/CompanyForm';
import { ContactForm } from '../forms/ContactForm';
import { useCompanyChoices } from '../hooks/useCompanyChoices';
import { useCreateCompany } from '../hooks/useCreateCompany';
import { useCreateContact } from '../hooks/useCreateContact';

export function CreateCompanyPage() {
  const createCompany = useCreateCompany();
  const createContact = useCreateContact();
  const [created, setCreated] = useState<CompanyFieldsFragment | null>(null);
  const choices = useCompanyChoices(created);

  async function create(input: CreateCompanyInput) {
    const outcome = await createCompany(input);
    if (outcome.status === 'created') setCreated(outcome.created);
    return outcome;
  }

  return (
    <Paper sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
        Create company
      </Typography>
      <CompanyForm created={created !== null} onCreate={create} onNew={() => setCreated(null)} />
      {/* A polite region that is always there (empty, it takes no room): the hint is said after
          the banner's 'SUCCESS: Company created!' — an alert inserted with its text is not read
          by every screen reader, and one that is interrupts the banner. */}
      <div role="status">
        {created && (
          <Alert severity="success" role="none" sx={{ mt: 3 }}>
            {TEXTS.companyCreatedHint}
          </Alert>
        )}
      </div>
      {created && (
        <>
          <Divider sx={{ my: 3 }} />
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            Create contact
          </Typography>
          <ContactForm
            key={created.id}
            companies={choices}
            initialCompanyId={created.id}
            onCreate={createContact}
          />
        </>
      )}
    </Paper>
  );
}
