// /create-prodfamily (spec §2 'Create product family and product'). Reached only with the role
// edit-product-family (route table); the server checks it again.
import { useQuery } from '@apollo/client/react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { graphql } from '../../../gql';
import { useSession } from '../../../shared/session/session';
import { ProductFamilyForm } from '../components/ProductFamilyForm';
import { useCreateProductFamily } from '../hooks/useCreateProductFamily';

export const FamilyOwnersQuery = graphql(`
  query FamilyOwners {
    users {
      id
      username
    }
  }
`);

export function CreateProductFamilyPage() {
  const { user, configuration } = useSession();
  const { data } = useQuery(FamilyOwnersQuery);
  const create = useCreateProductFamily();
  const owners = (data?.users ?? []).map((known) => known.username).sort();

  return (
    <Paper sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
        Create product family
      </Typography>
      <ProductFamilyForm
        currentUser={user.username}
        owners={owners}
        budgetLimitEnabled={configuration.flags.budgetLimitEnabled}
        onCreate={create}
      />
    </Paper>
  );
}
