// One company's contacts (spec §2: name, phone, email), as shown under an expanded row and in
// the Details modal, with the spec's empty text.
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { TEXTS } from '@cost-steering/schema';
import type { ContactFieldsFragment } from '../../../gql/graphql';

interface Props {
  contacts: readonly ContactFieldsFragment[];
  /** The accessible name of the table, e.g. 'Contacts of Contoso d.o.o.'. */
  label: string;
}

export function ContactList({ contacts, label }: Props) {
  if (contacts.length === 0) {
    return (
      <Typography variant="body2" sx={{ py: 1 }}>
        {TEXTS.noContactsInCompany}
      </Typography>
    );
  }
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>Name</TableCell>
          <TableCell>Phone</TableCell>
          <TableCell>Email</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {contacts.map((contact) => (
          <TableRow key={contact.id}>
            <TableCell>{contact.name}</TableCell>
            <TableCell>{contact.phone ?? ''}</TableCell>
            <TableCell>{contact.email ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
