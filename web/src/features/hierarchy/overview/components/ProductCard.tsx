// A product or platform on the product overview (spec §2): image, owner, region, budget summary,
// a small graph, its details and the way down to its projects and applications.
import { Link as RouterLink } from 'wouter';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Chip from '@mui/material/Chip';
import { Rule } from '../../../../shared/layout/Rule';
import Typography from '@mui/material/Typography';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import type { ProductCardFieldsFragment } from '../../../../gql/graphql';
import { BudgetSummary } from './BudgetSummary';
import { ProductGraph } from './ProductGraph';

const IMAGE_HEIGHT = 120;

function ProductImage({ product }: { product: ProductCardFieldsFragment }) {
  if (product.image) {
    return (
      <CardMedia
        component="img"
        height={IMAGE_HEIGHT}
        image={product.image.dataUrl}
        alt={product.image.name}
        sx={{ objectFit: 'contain', bgcolor: 'background.default' }}
      />
    );
  }
  // Spec §9: a placeholder image when none is set.
  return (
    <Box
      role="img"
      aria-label="No image"
      sx={{
        height: IMAGE_HEIGHT,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'background.default',
        color: 'text.disabled',
      }}
    >
      <ImageOutlinedIcon fontSize="large" />
    </Box>
  );
}

interface Props {
  product: ProductCardFieldsFragment;
  /** The projects-and-applications level of this product. */
  entitiesHref: string;
  /** The full overview names the family of each product. */
  showFamily: boolean;
  onDetails(): void;
}

export function ProductCard({ product, entitiesHref, showFamily, onDetails }: Props) {
  return (
    <Card
      component="article"
      aria-label={product.name}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <ProductImage product={product} />
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="h6" component="h2" noWrap title={product.name} sx={{ flex: 1 }}>
            {product.name}
          </Typography>
          {product.isPlatform && <Chip label="Platform" size="small" color="secondary" />}
        </Box>
        {showFamily && (
          <Typography variant="body2" color="text.secondary">
            Product family: {product.family.name}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          Owner: {product.owner}
        </Typography>
        {product.region && (
          <Typography variant="body2" color="text.secondary">
            Region: {product.region.name}
          </Typography>
        )}
        <Rule sx={{ my: 1.5 }} />
        <BudgetSummary figures={product} />
        <ProductGraph {...product} />
      </CardContent>
      <CardActions>
        <Button size="small" onClick={onDetails} aria-label={`Details of ${product.name}`}>
          Details
        </Button>
        <Button
          size="small"
          component={RouterLink}
          to={entitiesHref}
          // The name starts with the visible text (WCAG 2.5.3 label in name) and says which product.
          aria-label={`Projects & Applications of ${product.name}`}
        >
          Projects & Applications
        </Button>
      </CardActions>
    </Card>
  );
}
