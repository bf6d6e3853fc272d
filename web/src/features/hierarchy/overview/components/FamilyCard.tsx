// A product family on the family overview: owner, budget summary and the way down to its products.
import { Link as RouterLink } from 'wouter';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import { Rule } from '../../../../shared/layout/Rule';
import Typography from '@mui/material/Typography';
import type { OverviewFamilyFieldsFragment } from '../../../../gql/graphql';
import { BudgetSummary } from './BudgetSummary';

interface Props {
  family: OverviewFamilyFieldsFragment;
  /** Where 'Overview' leads: the products of this family. */
  overviewHref: string;
}

export function FamilyCard({ family, overviewHref }: Props) {
  return (
    <Card
      component="article"
      aria-label={family.name}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h6" component="h2" noWrap title={family.name}>
          {family.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Owner: {family.owner}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Year: {family.year}
        </Typography>
        <Rule sx={{ mb: 1.5 }} />
        <BudgetSummary figures={family} />
      </CardContent>
      <CardActions>
        <Button
          component={RouterLink}
          to={overviewHref}
          size="small"
          aria-label={`Overview of ${family.name}`}
        >
          Overview
        </Button>
      </CardActions>
    </Card>
  );
}
