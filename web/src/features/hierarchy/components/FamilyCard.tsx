import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { ProductFamilyFieldsFragment } from '../../../gql/graphql';
import { BudgetSummary } from './BudgetSummary';

export function FamilyCard({ family }: { family: ProductFamilyFieldsFragment }) {
  return (
    <Card component="article" aria-label={family.name} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" noWrap title={family.name}>
          {family.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Owner: {family.owner}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Year: {family.year}
        </Typography>
        <Divider sx={{ mb: 1.5 }} />
        <BudgetSummary figures={family} />
      </CardContent>
    </Card>
  );
}
