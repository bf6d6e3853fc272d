// Which modal is open over a list of future budgets: Details, or a decision. The record shown is
// read from the current list, so a new comment appears as soon as the cache has it.
import { useState } from 'react';
import type { FutureBudgetFieldsFragment } from '../../../gql/graphql';
import { DecisionModal } from './DecisionModal';
import { DetailsModal } from './DetailsModal';

type Open = { id: string; modal: 'details' | 'approve' | 'decline' } | null;

export function usePlanModals(plans: readonly FutureBudgetFieldsFragment[]) {
  const [open, setOpen] = useState<Open>(null);
  const plan = open ? plans.find((candidate) => candidate.id === open.id) : undefined;
  const close = () => setOpen(null);
  const modal =
    open && plan ? (
      open.modal === 'details' ? (
        <DetailsModal plan={plan} onClose={close} />
      ) : (
        <DecisionModal plan={plan} approve={open.modal === 'approve'} onClose={close} />
      )
    ) : null;
  return {
    modal,
    details: (id: string) => setOpen({ id, modal: 'details' }),
    approve: (id: string) => setOpen({ id, modal: 'approve' }),
    decline: (id: string) => setOpen({ id, modal: 'decline' }),
  };
}
