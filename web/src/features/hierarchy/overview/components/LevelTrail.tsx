// The way back up from a deeper level: 'Family overview' first (spec §2 'a link back to the family
// overview'), then the levels in between, then where the user is.
import { Link as RouterLink } from 'wouter';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { OverviewNavigation } from '../useOverviewLocation';

export interface TrailStep {
  label: string;
  /** Absent for the current level. */
  href?: string;
}

interface Props {
  navigation: OverviewNavigation;
  trail: readonly TrailStep[];
}

export function LevelTrail({ navigation, trail }: Props) {
  return (
    <Breadcrumbs aria-label="Overview levels" sx={{ mb: 2 }}>
      <Link component={RouterLink} to={navigation.hrefOf({ kind: 'families' })}>
        Family overview
      </Link>
      {trail.map((step) =>
        step.href ? (
          <Link key={step.label} component={RouterLink} to={step.href}>
            {step.label}
          </Link>
        ) : (
          <Typography key={step.label} color="text.primary" aria-current="page">
            {step.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
