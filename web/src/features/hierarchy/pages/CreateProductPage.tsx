// /create-product (spec §2): the product form on its own, the family chosen from every family
// (sorted by name). Reached only with the role edit-product-hierarchy; the server checks it again.
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ProductForm } from '../forms/ProductForm';
import { useFamilyChoices } from '../hooks/useHierarchyChoices';

export function CreateProductPage() {
  const { families } = useFamilyChoices();
  return (
    <Paper sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
        Create product
      </Typography>
      <ProductForm families={families} />
    </Paper>
  );
}
