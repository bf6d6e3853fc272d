// /create-platform (spec §2 'Platforms'): name, budget, owner; once created, the 'Add product to
// platform' form (platform, product family, product). Any user may open it (route table); the
// server lets only manage-platform create (rest-api/CONTRACT.md 'Platforms'), which is said here
// before anyone fills the form in vain.
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ROLES } from '@cost-steering/schema';
import type { PlatformFieldsFragment } from '../../../gql/graphql';
import { hasAnyRole, useSession } from '../../../shared/session/session';
import { PlatformFormChoicesQuery } from '../documents';
import { AddProductForm } from '../forms/AddProductForm';
import { PlatformForm } from '../forms/PlatformForm';
import { useAddProductToPlatform } from '../hooks/useAddProductToPlatform';
import { useCreatePlatform } from '../hooks/useCreatePlatform';

export const MANAGE_ROLE_HINT = 'Creating a platform needs the manage-platform role.';

export function CreatePlatformPage() {
  const { user } = useSession();
  const createPlatform = useCreatePlatform();
  const addProduct = useAddProductToPlatform();
  const { data } = useQuery(PlatformFormChoicesQuery);
  const [created, setCreated] = useState<PlatformFieldsFragment | null>(null);
  const owners = [...new Set([user.username, ...(data?.users ?? []).map((u) => u.username)])].sort(
    (a, b) => a.localeCompare(b),
  );

  return (
    <Paper sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
        Create platform
      </Typography>
      {!hasAnyRole(user, [ROLES.managePlatform]) && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {MANAGE_ROLE_HINT}
        </Alert>
      )}
      <PlatformForm
        owners={owners}
        currentUser={user.username}
        created={created !== null}
        onCreate={async (input) => {
          const outcome = await createPlatform(input);
          if (outcome.status === 'done') setCreated(outcome.done);
          return outcome;
        }}
        onNew={() => setCreated(null)}
      />
      {created && (
        <>
          <Divider sx={{ my: 3 }} />
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            Add product to platform
          </Typography>
          <AddProductForm
            key={created.id}
            platforms={[{ id: created.id, name: created.name }]}
            products={data?.platformProducts ?? []}
            initialPlatformId={created.id}
            onAdd={addProduct}
          />
        </>
      )}
    </Paper>
  );
}
