// A project or application on the project/application level: owner, figures and its details.
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import { Rule } from '../../../../shared/layout/Rule';
import Typography from '@mui/material/Typography';
import { compareDecimals } from '@cost-steering/schema';
import type { BudgetEntityFieldsFragment } from '../../../../gql/graphql';
import { useMoney } from '../../../../shared/currency/currency';
import { statusColor } from '../../../../shared/money/statusColor';
import { FIGURE_LABELS, remaining } from '../figures';
import { FigureLine, FigureList } from './BudgetSummary';

interface Props {
  entity: BudgetEntityFieldsFragment;
  /** 'Project' or 'Application'. */
  typeLabel: string;
  onDetails(): void;
}

export function EntityCard({ entity, typeLabel, onDetails }: Props) {
  const money = useMoney();
  return (
    <Card
      component="article"
      aria-label={entity.name}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="overline" color="text.secondary">
          {typeLabel}
        </Typography>
        <Typography variant="h6" component="h3" noWrap title={entity.name}>
          {entity.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Owner: {entity.owner}
        </Typography>
        <Rule sx={{ mb: 1.5 }} />
        <FigureList>
          <FigureLine label={FIGURE_LABELS.budget} value={money(entity.budget)} />
          <FigureLine
            label={FIGURE_LABELS.forecast}
            value={money(entity.forecast)}
            color={statusColor(entity.forecastStatus)}
          />
          <FigureLine
            label={FIGURE_LABELS.actuals}
            value={money(entity.actuals)}
            color={statusColor(entity.actualsStatus)}
          />
          <FigureLine
            label={FIGURE_LABELS.remaining}
            value={money(remaining(entity))}
            color={statusColor(entity.forecastStatus)}
          />
          {compareDecimals(entity.platformCost, '0') !== 0 && (
            <FigureLine label="Platform cost" value={money(entity.platformCost)} />
          )}
        </FigureList>
      </CardContent>
      <CardActions>
        <Button size="small" onClick={onDetails} aria-label={`Details of ${entity.name}`}>
          Details
        </Button>
      </CardActions>
    </Card>
  );
}
