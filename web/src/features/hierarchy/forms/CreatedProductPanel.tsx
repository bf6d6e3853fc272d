// The success panel after a product is created (spec §2): the new product's card with 'Add
// Project' and 'Add Application', which open the 'Create a new Project/Application' modal with the
// product chosen.
import { useState } from 'react';
import { useFragment } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';
import { ROLES } from '@cost-steering/schema';
import { useMoney } from '../../../shared/currency/currency';
import { hasAnyRole, useSession } from '../../../shared/session/session';
import type { BudgetEntityKind } from '../hooks/useCreateBudgetEntity';
import { CreatedProductFields, type CreatedProduct } from '../hooks/useCreateProduct';
import { FIGURE_LABELS } from '../overview/figures';
import { CreateEntityModal } from './CreateEntityModal';

function ProductFacts({ product }: { product: CreatedProduct }) {
  const money = useMoney();
  const facts: [string, string][] = [
    ['Product family', product.family.name],
    ['Owner', product.owner],
    ...(product.region ? [['Region', product.region.name] as [string, string]] : []),
    product.budgetLimit != null
      ? ['Budget limit', money(product.budgetLimit)]
      : ['Target', money(product.target)],
    [FIGURE_LABELS.unallocated, money(product.availableBudget)],
    ...(product.isPlatform
      ? [['Platform cost', money(product.platformCost)] as [string, string]]
      : []),
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.5, m: 0 }}>
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The product as the cache holds it now: a project or application added from the card lowers its
 * available budget. The created snapshot stands in while the cache lacks a field (e.g. evicted
 * after an over-budget refusal, until refetched).
 */
function useLiveProduct(created: CreatedProduct): CreatedProduct {
  const { data, complete } = useFragment({
    fragment: CreatedProductFields,
    from: { __typename: 'Product', id: created.id },
  });
  return complete ? data : created;
}

export const PRODUCT_CREATED =
  'The product has been created. You can now add a project or an application to it.';

export function CreatedProductPanel({ product: created }: { product: CreatedProduct }) {
  const product = useLiveProduct(created);
  const [adding, setAdding] = useState<BudgetEntityKind | null>(null);
  const mayAddEntities = hasAnyRole(useSession().user, [ROLES.editProjectApplication]);
  return (
    <Box component="section" aria-label="Product created" sx={{ mt: 3, maxWidth: 480 }}>
      {/* Said by the form's PoliteAnnouncement: this panel appears with its text, and a live
          region inserted together with its text is not read by every screen reader. */}
      <Alert severity="success" role="none" sx={{ mb: 2 }}>
        {PRODUCT_CREATED}
      </Alert>
      <Card component="article" aria-label={product.name} variant="outlined">
        {product.image && (
          <CardMedia
            component="img"
            height="120"
            image={product.image.dataUrl}
            alt={product.image.name}
            sx={{ objectFit: 'contain' }}
          />
        )}
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {product.name}
          </Typography>
          <ProductFacts product={product} />
        </CardContent>
        {/* Projects and applications need a role of their own (spec §6): without it no button
            that could only end in a 403. */}
        {mayAddEntities && (
          <CardActions>
            <Button onClick={() => setAdding('project')}>Add Project</Button>
            <Button onClick={() => setAdding('application')}>Add Application</Button>
          </CardActions>
        )}
      </Card>
      {adding && (
        <CreateEntityModal
          kind={adding}
          product={{ id: product.id, name: product.name, familyId: product.family.id }}
          onClose={() => setAdding(null)}
        />
      )}
    </Box>
  );
}
