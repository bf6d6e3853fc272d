// /create-prodfamily (spec §2 'Create product family and product'). Reached only with the role
// edit-product-family (route table); the server checks it again. Once the family is created the
// product form appears below it with the new family chosen; New on the family form hides it again.
import { useState } from 'react';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ROLES } from '@cost-steering/schema';
import { hasAnyRole, useSession } from '../../../shared/session/session';
import type { CreateProductFamilyInput } from '../../../gql/graphql';
import { ProductFamilyForm } from '../forms/ProductFamilyForm';
import { ProductForm } from '../forms/ProductForm';
import { useFamilyChoices, type FamilyChoice } from '../hooks/useHierarchyChoices';
import { useCreateProductFamily } from '../hooks/useCreateProductFamily';
import { useOwnerOptions } from '../hooks/useOwnerOptions';

// The owner list this page loads, under the name the app's tests mock it by.
export { OwnerChoicesQuery as FamilyOwnersQuery } from '../hooks/useOwnerOptions';

export function CreateProductFamilyPage() {
  const { user, configuration } = useSession();
  const owners = useOwnerOptions(user.username);
  const createFamily = useCreateProductFamily();
  const { families } = useFamilyChoices();
  const [createdFamily, setCreatedFamily] = useState<FamilyChoice | null>(null);

  async function create(input: CreateProductFamilyInput) {
    const outcome = await createFamily(input);
    if (outcome.status === 'created') setCreatedFamily(outcome.created);
    return outcome;
  }

  // The new family is offered even before the family list has it.
  const choices =
    createdFamily && !families.some((family) => family.id === createdFamily.id)
      ? [...families, createdFamily]
      : families;

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
        onNew={() => setCreatedFamily(null)}
      />
      {/* A product needs a role of its own (spec §6): without it the new family's product form
          would only end in a 403. */}
      {createdFamily && hasAnyRole(user, [ROLES.editProductHierarchy]) && (
        <>
          <Divider sx={{ my: 3 }} />
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            Create product
          </Typography>
          <ProductForm key={createdFamily.id} families={choices} initialFamily={createdFamily} />
        </>
      )}
    </Paper>
  );
}
