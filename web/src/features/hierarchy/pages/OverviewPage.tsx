// The product overview at / — family level (spec §2): a total budget summary, then the families
// as cards or as a table. Sorting, filters and the product levels come with the next issue.
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import GridViewIcon from '@mui/icons-material/GridView';
import ViewListIcon from '@mui/icons-material/ViewList';
import { TEXTS } from '@cost-steering/schema';
import { errorBannerText } from '../../../shared/errors/errorText';
import { sumMoney } from '../../../shared/money/money';
import { BudgetSummary } from '../components/BudgetSummary';
import { FamilyCard } from '../components/FamilyCard';
import { FamilyTable } from '../components/FamilyTable';
import { ProductFamiliesQuery } from '../documents';

type View = 'grid' | 'list';

export function OverviewPage() {
  const [view, setView] = useState<View>('grid');
  const { data, loading, error } = useQuery(ProductFamiliesQuery);
  const families = data?.productFamilies ?? [];

  if (loading && !data) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading product families" />
      </Box>
    );
  }
  if (error && !data) return <Alert severity="error">{errorBannerText(error)}</Alert>;

  const total = {
    budget: sumMoney(families.map((family) => family.budget)),
    forecast: sumMoney(families.map((family) => family.forecast)),
    actuals: sumMoney(families.map((family) => family.actuals)),
    availableBudget: sumMoney(families.map((family) => family.availableBudget)),
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h5" component="h1">
          Product Overview
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_, next: View | null) => next && setView(next)}
          aria-label="Show families as"
        >
          <ToggleButton value="grid" aria-label="Grid view">
            <GridViewIcon fontSize="small" />
          </ToggleButton>
          <ToggleButton value="list" aria-label="List view">
            <ViewListIcon fontSize="small" />
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>

      <Paper
        component="section"
        aria-label="Total budget summary"
        sx={{ p: 2, mb: 3, maxWidth: 420 }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          Budget summary
        </Typography>
        <BudgetSummary figures={total} />
      </Paper>

      {families.length === 0 ? (
        <Typography color="text.secondary">{TEXTS.noFamilies}</Typography>
      ) : view === 'grid' ? (
        <Grid container spacing={2}>
          {families.map((family) => (
            <Grid key={family.id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
              <FamilyCard family={family} />
            </Grid>
          ))}
        </Grid>
      ) : (
        <FamilyTable families={families} />
      )}
    </Box>
  );
}
