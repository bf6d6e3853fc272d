// /create-contact (spec §2 'Companies'): company, name, phone, email.
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ContactForm } from '../forms/ContactForm';
import { useCompanyChoices } from '../hooks/useCompanyChoices';
import { useCreateContact } from '../hooks/useCreateContact';

export function CreateContactPage() {
  const createContact = useCreateContact();
  const choices = useCompanyChoices(null);
  return (
    <Paper sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
        Create contact
      </Typography>
      <ContactForm companies={choices} onCreate={createContact} />
    </Paper>
  );
}
