// /create-project (spec §2 'Create project / application'). Reached only with the role
// edit-project-application; the server checks it again.
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BudgetEntityForm } from '../forms/BudgetEntityForm';

export function CreateProjectPage() {
  return (
    <Paper sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
        Create project
      </Typography>
      <BudgetEntityForm kind="project" />
    </Paper>
  );
}
