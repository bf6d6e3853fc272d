// The product overview at / (spec §2): the filter bar on the left; on the right the sort, the
// grid/list toggle and the level the URL names — family overview, the products of a family, the
// projects and applications of a product, or the full overview of every family's products.
// Only the family overview is in the first page's code; deeper levels load when opened.
// Below 900 px (one column) the filter bar sits above the level; there it is behind a 'Filters'
// button (FilterSection), so the figures are on the first screen and the bar, whose options come
// after the page, does not push them down as it grows (issue 31 item 10: CLS 0.198 on a phone).
import { lazy, Suspense, useId, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'wouter';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { OverviewSort } from '../../../../gql/graphql';
import { Loading } from '../components/QueryStatus';
import { OverviewToolbar } from '../components/OverviewToolbar';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { FilterPanel } from '../filters/FilterPanel';
import { FamilyLevel } from '../levels/FamilyLevel';
import type { LevelProps, OverviewView } from '../levels/levelProps';
import { filterInput, hasFilters, type AppliedFilters } from '../overviewLocation';
import { DEFAULT_SORT } from '../sortOptions';
import { useOverviewLocation } from '../useOverviewLocation';

const ProductLevel = lazy(() =>
  import('../levels/ProductLevel').then((module) => ({ default: module.ProductLevel })),
);
const EntityLevel = lazy(() =>
  import('../levels/EntityLevel').then((module) => ({ default: module.EntityLevel })),
);
const FullOverviewLevel = lazy(() =>
  import('../levels/FullOverviewLevel').then((module) => ({
    default: module.FullOverviewLevel,
  })),
);

function LevelContent(props: LevelProps): ReactNode {
  const { level, filters } = props.navigation.location;
  switch (level.kind) {
    case 'families':
      return <FamilyLevel {...props} />;
    case 'products':
      return <ProductLevel {...props} familyId={level.familyId} />;
    case 'entities':
      return <EntityLevel {...props} productId={level.productId} />;
    case 'fullOverview':
      return <FullOverviewLevel {...props} filtered={hasFilters(filters)} />;
  }
}

/** One column: the filter bar above the level. */
const oneColumn = (theme: Theme) => theme.breakpoints.down('md');

/**
 * The filter bar; in one column behind a disclosure button, closed at first. The bar asks for
 * its options when it appears (FilterPanel), so a closed one asks for nothing.
 */
function FilterSection({
  applied,
  onApply,
}: {
  applied: AppliedFilters;
  onApply(filters: AppliedFilters): void;
}) {
  const collapsible = useMediaQuery(oneColumn, { noSsr: true });
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!collapsible) return <FilterPanel applied={applied} onApply={onApply} />;
  return (
    <>
      <Button
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        onClick={() => setOpen(!open)}
      >
        {hasFilters(applied) ? 'Filters (applied)' : 'Filters'}
      </Button>
      {open && (
        <Box id={id} sx={{ mt: 2 }}>
          <FilterPanel applied={applied} onApply={onApply} />
        </Box>
      )}
    </>
  );
}

export function OverviewPage() {
  const navigation = useOverviewLocation();
  const [sort, setSort] = useState<OverviewSort>(DEFAULT_SORT);
  const [view, setView] = useState<OverviewView>('grid');
  const { filters, level } = navigation.location;
  const filter = useMemo(() => filterInput(filters), [filters]);

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: '240px minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Paper component="aside" aria-label="Filters" sx={{ p: { xs: 1, md: 2 } }}>
        <FilterSection applied={filters} onApply={navigation.applyFilters} />
      </Paper>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
          <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
            Product Overview
          </Typography>
          {level.kind === 'families' && (
            <Button component={RouterLink} to={navigation.hrefOf({ kind: 'fullOverview' })}>
              Full overview
            </Button>
          )}
          <OverviewToolbar sort={sort} onSort={setSort} view={view} onView={setView} />
        </Box>
        <Suspense fallback={<Loading label="Loading the overview" />}>
          <LevelContent filter={filter} sort={sort} view={view} navigation={navigation} />
        </Suspense>
      </Box>
    </Box>
  );
}
