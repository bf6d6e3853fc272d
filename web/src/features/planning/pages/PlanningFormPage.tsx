// /proposal and /demand: one screen in two modes (spec §2 'Financial plan'), titled with the
// configured goal label; the form, then 'Requests In Review'.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSession } from '../../../shared/session/session';
import { InReviewList } from '../components/InReviewList';
import { PlanningForm } from '../components/PlanningForm';
import type { PlanningMode } from '../labels';

export function PlanningFormPage({ mode }: { mode: PlanningMode }) {
  const { configuration } = useSession();
  const title = `${configuration.financialGoalLabel} ${mode === 'proposal' ? 'Proposal' : 'Demand'}`;
  return (
    <Box sx={{ p: 3 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {/* A new form per mode: switching routes starts empty. */}
      <PlanningForm key={mode} mode={mode} />
      <InReviewList mode={mode} />
    </Box>
  );
}

export const ProposalPage = () => <PlanningFormPage mode="proposal" />;
export const DemandPage = () => <PlanningFormPage mode="demand" />;
