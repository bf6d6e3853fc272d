// The family overview (spec §2): the summary of the shown families, then the families as cards
// or, in list mode, as a table of their products and platforms — a page of families at a time,
// the table loading the products of its page (tables/FamilyTable).
import { lazy, Suspense } from 'react';
import { useQuery } from '@apollo/client/react';
import Grid from '@mui/material/Grid';
import { TEXTS } from '@cost-steering/schema';
import { EmptyText } from '../components/EmptyText';
import { FamilyCard } from '../components/FamilyCard';
import { Loading, LoadError } from '../components/QueryStatus';
import { SummaryPanel } from '../components/SummaryPanel';
import { summarize } from '../figures';
import type { OverviewFamilyFieldsFragment } from '../../../../gql/graphql';
import { useFamilyPage } from '../components/FamilyPagination';
import { OverviewFamiliesQuery } from '../familiesQuery';
import type { LevelProps } from './levelProps';

const FamilyPager = lazy(() => import('../components/FamilyPager'));
const FamilyTable = lazy(() =>
  import('../tables/FamilyTable').then((module) => ({ default: module.FamilyTable })),
);

export { OverviewFamiliesQuery };

/** Cards per page: rows of four on a wide screen. */
const CARDS_PER_PAGE = [12, 24, 48];

function FamilyGrid({
  families,
  navigation,
}: {
  families: readonly OverviewFamilyFieldsFragment[];
  navigation: LevelProps['navigation'];
}) {
  const { shown, pager } = useFamilyPage(families, CARDS_PER_PAGE);
  return (
    <>
      <Grid container spacing={2}>
        {shown.map((family) => (
          <Grid key={family.id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
            <FamilyCard
              family={family}
              overviewHref={navigation.hrefOf({ kind: 'products', familyId: family.id })}
            />
          </Grid>
        ))}
      </Grid>
      {families.length > CARDS_PER_PAGE[0]! && (
        <Suspense fallback={null}>
          <FamilyPager {...pager} />
        </Suspense>
      )}
    </>
  );
}

export function FamilyLevel({ filter, sort, view, navigation }: LevelProps) {
  const { data, error } = useQuery(OverviewFamiliesQuery, {
    variables: { filter, sort },
    // Figures change with every order and invoice: show the cached list at once, then refresh.
    fetchPolicy: 'cache-and-network',
  });

  if (error && !data) return <LoadError error={error} />;
  if (!data) return <Loading label="Loading product families" />;
  const families = data.productFamilies;

  return (
    <>
      <SummaryPanel
        title="Budget summary: families shown"
        figures={summarize(families)}
        capsOf="family"
      />
      {families.length === 0 ? (
        <EmptyText text={TEXTS.noFamilies} />
      ) : view === 'grid' ? (
        <FamilyGrid families={families} navigation={navigation} />
      ) : (
        <Suspense fallback={<Loading label="Loading the table" />}>
          <FamilyTable families={families} filter={filter} navigation={navigation} sort={sort} />
        </Suspense>
      )}
    </>
  );
}
