// The product modal's way to the product's other screens (spec §2): 'CU Allocation Percentage'
// for a product when cost units are enabled and the user may open that page (its roles in the
// route table); 'Consumers' for a platform and 'Manage Platform' for a platform when the user may
// manage platforms.
import { Link as RouterLink } from 'wouter';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { COST_UNIT_ALLOCATION_VIEW_ROLES, ROLES } from '@cost-steering/schema';
import { hasAnyRole, useSession } from '../../../../shared/session/session';
import type { ProductRef } from './ProductDetails';

export function ProductActions({ product }: { product: ProductRef }) {
  const { user, configuration } = useSession();
  const links: { label: string; to: string }[] = [];
  if (
    configuration.flags.costUnitsEnabled &&
    !product.isPlatform &&
    hasAnyRole(user, COST_UNIT_ALLOCATION_VIEW_ROLES)
  ) {
    links.push({
      label: 'CU Allocation Percentage',
      to: `/product-cost-unit-allocation?${new URLSearchParams({ product: product.id })}`,
    });
  }
  if (product.isPlatform) {
    links.push({
      label: 'Consumers',
      to: `/platform-consumers?${new URLSearchParams({ platform: product.id })}`,
    });
    if (hasAnyRole(user, [ROLES.managePlatform])) {
      links.push({
        label: 'Manage Platform',
        to: `/manage-platform?${new URLSearchParams({ platform: product.name })}`,
      });
    }
  }
  if (links.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
      {links.map((link) => (
        <Button
          key={link.label}
          variant="outlined"
          size="small"
          component={RouterLink}
          to={link.to}
        >
          {link.label}
        </Button>
      ))}
    </Stack>
  );
}
