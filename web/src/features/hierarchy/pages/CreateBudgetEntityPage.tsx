// /create-project and /create-app (spec §2 'Create project / application'): one page, driven by
// the kind. Reached only with the role edit-project-application; the server checks it again.
import type { ComponentType } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { BudgetEntityKind } from '../hooks/useCreateBudgetEntity';
import { BudgetEntityForm } from '../forms/BudgetEntityForm';

const TITLES: Record<BudgetEntityKind, string> = {
  project: 'Create project',
  application: 'Create application',
};

export function CreateBudgetEntityPage({ kind }: { kind: BudgetEntityKind }) {
  return (
    <Paper sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
        {TITLES[kind]}
      </Typography>
      <BudgetEntityForm kind={kind} />
    </Paper>
  );
}

/** The page of each kind as the route table takes it (a page has no props). */
export const CREATE_BUDGET_ENTITY_PAGES: Record<BudgetEntityKind, ComponentType> = {
  project: () => <CreateBudgetEntityPage kind="project" />,
  application: () => <CreateBudgetEntityPage kind="application" />,
};
