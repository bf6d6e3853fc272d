// The family overview (spec §2): the summary of the families the filter keeps, then the families
// as cards or, in list mode, as a table of their products and platforms — a page of families at
// a time, paged on the server with the summary of all of them (issue 15), the table loading the
// products of its page (tables/FamilyTable).
import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import { TEXTS } from '@cost-steering/schema';
import { EmptyText } from '../components/EmptyText';
import { FamilyCard } from '../components/FamilyCard';
import { Loading, LoadError } from '../components/QueryStatus';
import { SummaryPanel } from '../components/SummaryPanel';
import type { OverviewFamilyFieldsFragment } from '../../../../gql/graphql';
import { useFamilyPage, type PagerProps } from '../components/FamilyPagination';
import { FAMILIES_PER_PAGE, OverviewFamiliesQuery } from '../familiesQuery';
import { takeFreshPreload } from '../preload';
import type { LevelProps } from './levelProps';
import { CardGrid } from '../../../../shared/layout/CardGrid';

const FamilyPager = lazy(() => import('../components/FamilyPager'));
// Not part of the first page's bundle (web/README.md 'First load'): it comes after the figures.
const ExcelExportButton = lazy(() =>
  import('../../../../shared/data-table/ExcelExportButton').then((module) => ({
    default: module.ExcelExportButton,
  })),
);
const FamilyTable = lazy(() =>
  import('../tables/FamilyTable').then((module) => ({ default: module.FamilyTable })),
);

export { OverviewFamiliesQuery };

function FamilyGrid({
  families,
  pager,
  navigation,
}: {
  families: readonly OverviewFamilyFieldsFragment[];
  pager: PagerProps;
  navigation: LevelProps['navigation'];
}) {
  return (
    <>
      <CardGrid>
        {families.map((family) => (
          <FamilyCard
            key={family.id}
            family={family}
            overviewHref={navigation.hrefOf({ kind: 'products', familyId: family.id })}
          />
        ))}
      </CardGrid>
      {pager.count > pager.sizes[0]! && (
        <Suspense fallback={null}>
          <FamilyPager {...pager} />
        </Suspense>
      )}
    </>
  );
}

/** One page of families; a new filter, sort or view remounts it on the first page. */
function FamilyPage({ filter, sort, view, navigation }: LevelProps) {
  const { offset, limit, pagerFor } = useFamilyPage(FAMILIES_PER_PAGE[view]);
  const variables = { offset, limit, filter, sort };
  // Figures change with every order and invoice: show the cached page at once, then refresh —
  // unless this is the first mount after the start-up's preload of this very page (preload.ts).
  // Decided once per mount; another page or a later mount refreshes again.
  const [firstFetchPolicy] = useState<'cache-first' | 'cache-and-network'>(() =>
    takeFreshPreload(variables) ? 'cache-first' : 'cache-and-network',
  );
  const { data, previousData, error } = useQuery(OverviewFamiliesQuery, {
    variables,
    fetchPolicy: firstFetchPolicy,
    initialFetchPolicy: 'cache-and-network',
  });
  // While the next page loads the current one stays (no flash of 'Loading' under the pager).
  const shown = data ?? previousData;

  if (error && !data) return <LoadError error={error} />;
  if (!shown) return <Loading label="Loading product families" />;
  const { items, summary, totalCount } = shown.productFamilyPage;
  const pager = pagerFor(totalCount);

  return (
    <>
      <SummaryPanel title="Budget summary: families shown" figures={summary} capsOf="family" />
      {totalCount > 0 && (
        <Suspense fallback={null}>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
            <ExcelExportButton list="overview" query={{ search: null, sort, filter }} />
          </Box>
        </Suspense>
      )}
      {totalCount === 0 ? (
        <EmptyText text={TEXTS.noFamilies} />
      ) : view === 'grid' ? (
        <FamilyGrid families={items} pager={pager} navigation={navigation} />
      ) : (
        <Suspense fallback={<Loading label="Loading the table" />}>
          <FamilyTable
            families={items}
            pager={pager}
            filter={filter}
            navigation={navigation}
            sort={sort}
          />
        </Suspense>
      )}
    </>
  );
}

export function FamilyLevel(props: LevelProps) {
  return (
    <FamilyPage key={`${props.view} ${props.sort} ${JSON.stringify(props.filter)}`} {...props} />
  );
}
