// The 'Create a new Project/Application' modal (spec §2), opened from a new product's card with
// that product chosen. It closes itself 1 s after a create (spec §9) and on Cancel or Escape.
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { TEXTS } from '@cost-steering/schema';
import type { BudgetEntityKind } from '../hooks/useCreateBudgetEntity';
import { BudgetEntityForm, type FixedProduct } from './BudgetEntityForm';

interface Props {
  kind: BudgetEntityKind;
  product: FixedProduct;
  onClose(): void;
}

export function CreateEntityModal({ kind, product, onClose }: Props) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="create-entity-title" fullWidth maxWidth="sm">
      <DialogTitle id="create-entity-title">{TEXTS.createEntityModalTitle}</DialogTitle>
      <DialogContent>
        <Typography variant="subtitle1" sx={{ mb: 2 }}>
          {kind === 'project' ? 'New project' : 'New application'} of {product.name}
        </Typography>
        <BudgetEntityForm kind={kind} fixedProduct={product} onDone={onClose} />
      </DialogContent>
    </Dialog>
  );
}
