// 'Requests In Review' (spec §2): the non-approved requests as cards, searched and paged on the
// server; Approve and Decline only on the proposal route and only for who may decide.
import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LIMITS, PAGE_SIZE, REQUEST_TEXTS, TEXTS, TIMINGS } from '@cost-steering/schema';
import type { FutureBudgetSortField } from '../../../gql/graphql';
import { useLastPageAfterShrink, useServerList } from '../../../shared/data-table/useServerList';
import { useSettledValue } from '../../../shared/forms/useSettledValue';
import { useSession } from '../../../shared/session/session';
import { FutureBudgetListQuery } from '../documents';
import { useFetchFailedBanner } from '../hooks/useFetchFailedBanner';
import { mayDecide, type PlanningMode } from '../labels';
import { PlanCard } from './PlanCard';
import { usePlanModals } from './PlanModals';
import { useFocusAfterDecision } from './useFocusAfterDecision';

export function InReviewList({ mode }: { mode: PlanningMode }) {
  const { user } = useSession();
  const list = useServerList<FutureBudgetSortField>({ field: 'CREATED', direction: 'DESC' });
  // Asked once typing pauses for the spec's filter fetch delay (§9), as every search box.
  const [search, setSearch] = useState('');
  const settled = useSettledValue(search, TIMINGS.filterFetchDelayMs);
  const { setSearch: searchList } = list;
  useEffect(() => searchList(settled), [settled, searchList]);
  const { data, previousData, error } = useQuery(FutureBudgetListQuery, {
    variables: { status: ['PROPOSED', 'DECLINED'], ...list.variables },
  });
  useFetchFailedBanner(error);
  // The last answer stays on screen while the next is asked (a search, a page), as in the lists.
  const shown = data ?? previousData;
  const plans = shown?.futureBudgets.items ?? [];
  const total = shown?.futureBudgets.totalCount ?? 0;
  // An approved request leaves this list: the last one of the last page must not leave the
  // screen saying there are none in review while earlier pages hold some.
  useLastPageAfterShrink(
    list,
    data?.futureBudgets.items.length ?? 0,
    data?.futureBudgets.totalCount ?? 0,
    !data,
  );
  const modals = usePlanModals(plans);
  const focus = useFocusAfterDecision(plans.map((plan) => plan.id));
  return (
    <Box component="section" aria-labelledby="in-review-title" sx={{ mt: 4 }}>
      <Typography
        variant="h5"
        component="h2"
        id="in-review-title"
        ref={focus.heading}
        tabIndex={-1}
        sx={{ '&:focus': { outline: 'none' } }}
      >
        {TEXTS.requestsInReview}
      </Typography>
      <TextField
        label="Search"
        size="small"
        sx={{ my: 2, width: 320 }}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        slotProps={{ htmlInput: { maxLength: LIMITS.searchMax } }}
      />
      {shown && plans.length === 0 && (
        <Typography>
          {list.variables.search ? REQUEST_TEXTS.noRequestFound : 'No requests in review.'}
        </Typography>
      )}
      <Box
        ref={focus.cards}
        onFocus={focus.rememberFocus}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
        }}
      >
        {plans.map((plan) => {
          const decides = mode === 'proposal' && mayDecide(plan, user);
          return (
            <PlanCard
              key={plan.id}
              plan={plan}
              onDetails={() => modals.details(plan.id)}
              {...(decides
                ? {
                    onApprove: () => modals.approve(plan.id),
                    onDecline: () => modals.decline(plan.id),
                  }
                : {})}
            />
          );
        })}
      </Box>
      {total > PAGE_SIZE && (
        <Pagination
          sx={{ mt: 2 }}
          count={Math.ceil(total / PAGE_SIZE)}
          page={list.page + 1}
          onChange={(_event, page) => list.setPage(page - 1)}
        />
      )}
      {modals.modal}
    </Box>
  );
}
