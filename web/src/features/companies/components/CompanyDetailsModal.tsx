// The Details modal of the companies list (spec §2: 'a Details button shows one company's
// contacts'): the company read again by id, so its contacts are current.
import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { TEXTS } from '@cost-steering/schema';
import { graphql } from '../../../gql';
import { useBanner } from '../../../shared/banner/StatusBanner';
import { companyErrorText } from '../companyErrors';
import { addressLine } from './address';
import { ContactList } from './ContactList';

export const CompanyDetailsQuery = graphql(`
  query CompanyDetails($id: ID!) {
    company(id: $id) {
      ...CompanyFields
    }
  }
`);

interface Props {
  companyId: string;
  onClose(): void;
}

export function CompanyDetailsModal({ companyId, onClose }: Props) {
  const showBanner = useBanner();
  const { data, error, loading } = useQuery(CompanyDetailsQuery, {
    variables: { id: companyId },
    fetchPolicy: 'cache-and-network',
  });
  const company = data?.company;
  const gone = !loading && !error && data && !company;

  useEffect(() => {
    if (error) showBanner(companyErrorText(error));
    else if (gone) showBanner(TEXTS.companyNotFound);
  }, [error, gone, showBanner]);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="company-details-title">
      <DialogTitle id="company-details-title">{company?.name ?? 'Company'}</DialogTitle>
      <DialogContent>
        {loading && !company && <LinearProgress aria-label="Loading contacts" />}
        {company && (
          <>
            <Typography variant="body2" sx={{ mb: 2 }}>
              {addressLine(company)}
            </Typography>
            <ContactList contacts={company.contacts} label={`Contacts of ${company.name}`} />
          </>
        )}
        {gone && <Typography>{TEXTS.companyNotFound}</Typography>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
