// /financial-plan-overview (spec §2 'Financial plan'): titled with the goal label + ' Overview';
// the approved items as cards (grid) or as the list (entity, owner, status, demand ID, demand
// title, demanded, proposed and approved amounts, View); and, beyond the spec, the planning
// picture of the round.
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import Pagination from '@mui/material/Pagination';
import { PAGE_SIZE, REQUEST_TEXTS } from '@cost-steering/schema';
import type { FutureBudgetFieldsFragment, FutureBudgetSortField } from '../../../gql/graphql';
import { useMoney } from '../../../shared/currency/currency';
import { DataTable, type DataTableColumn } from '../../../shared/data-table/DataTable';
import { useServerList } from '../../../shared/data-table/useServerList';
import { ViewToggle, type ListView } from '../../../shared/layout/ViewToggle';
import { useSession } from '../../../shared/session/session';
import { PlanCard } from '../components/PlanCard';
import { usePlanModals } from '../components/PlanModals';
import { PlanningPicture } from '../components/PlanningPicture';
import { FutureBudgetListQuery } from '../documents';
import { useFetchFailedBanner } from '../hooks/useFetchFailedBanner';
import { STATUS_LABELS } from '../labels';

function ApprovedItems() {
  const [view, setView] = useState<ListView>('grid');
  const money = useMoney();
  const list = useServerList<FutureBudgetSortField>({ field: 'ENTITY_NAME', direction: 'ASC' });
  const { data, loading, error } = useQuery(FutureBudgetListQuery, {
    variables: { status: ['APPROVED'], ...list.variables },
  });
  useFetchFailedBanner(error);
  const plans = data?.futureBudgets.items ?? [];
  const total = data?.futureBudgets.totalCount ?? 0;
  const modals = usePlanModals(plans);
  const columns: DataTableColumn<FutureBudgetFieldsFragment, FutureBudgetSortField>[] = [
    { field: 'entityName', headerName: 'Entity', flex: 1, sortField: 'ENTITY_NAME' },
    { field: 'owner', headerName: 'Owner', width: 110 },
    {
      field: 'status',
      headerName: 'Status',
      width: 100,
      valueGetter: (_value, row) => STATUS_LABELS[row.status],
    },
    { field: 'demandId', headerName: 'Demand ID', width: 110 },
    { field: 'demandTitle', headerName: 'Demand title', flex: 1 },
    ...(['demandedBudget', 'proposedBudget', 'approvedBudget'] as const).map((field) => ({
      field,
      headerName: {
        demandedBudget: 'Demanded',
        proposedBudget: 'Proposed',
        approvedBudget: 'Approved',
      }[field],
      width: 150,
      align: 'right' as const,
      headerAlign: 'right' as const,
      valueGetter: (_value: unknown, row: FutureBudgetFieldsFragment) =>
        row[field] ? money(row[field]) : '',
    })),
    {
      field: 'view',
      headerName: '',
      width: 90,
      sortable: false,
      renderCell: ({ row }) => (
        <Button size="small" onClick={() => modals.details(row.id)}>
          View
        </Button>
      ),
    },
  ];
  return (
    <Box>
      <ViewToggle view={view} onView={setView} sx={{ mb: 2 }} />
      {view === 'list' ? (
        <DataTable
          label="Approved requests"
          columns={columns}
          rows={plans}
          totalCount={total}
          loading={loading}
          error={error}
          list={list}
          emptyText="No approved requests yet."
          noMatchText={REQUEST_TEXTS.noRequestFound}
          searchLabel="Search"
        />
      ) : (
        <>
          {data && plans.length === 0 && <Typography>No approved requests yet.</Typography>}
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
            }}
          >
            {plans.map((plan) => (
              <PlanCard key={plan.id} plan={plan} onDetails={() => modals.details(plan.id)} />
            ))}
          </Box>
          {total > PAGE_SIZE && (
            <Pagination
              sx={{ mt: 2 }}
              count={Math.ceil(total / PAGE_SIZE)}
              page={list.page + 1}
              onChange={(_event, page) => list.setPage(page - 1)}
            />
          )}
        </>
      )}
      {modals.modal}
    </Box>
  );
}

export function FinancialPlanOverviewPage() {
  const { configuration } = useSession();
  const [tab, setTab] = useState(0);
  return (
    <Box sx={{ p: 3 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {`${configuration.financialGoalLabel} Overview`}
      </Typography>
      <Tabs value={tab} onChange={(_event, next: number) => setTab(next)} sx={{ mb: 2 }}>
        <Tab label="Approved" />
        <Tab label="Planning picture" />
      </Tabs>
      {tab === 0 ? <ApprovedItems /> : <PlanningPicture />}
    </Box>
  );
}
