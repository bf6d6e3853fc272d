// Which modal is open over a list of future budgets: Details, or a decision. The record shown is
// read from the current list, so a new comment appears as soon as the cache has it; while the list
// is being asked again (a search, a page, a refetch after a write) the record as opened stays, so
// the modal is not closed and reopened empty under the user's typing.
import { useState } from 'react';
import type { FutureBudgetFieldsFragment } from '../../../gql/graphql';
import { DecisionModal } from './DecisionModal';
import { DetailsModal } from './DetailsModal';

type Kind = 'details' | 'approve' | 'decline';
type Open = { id: string; modal: Kind; opened: FutureBudgetFieldsFragment | undefined } | null;

export function usePlanModals(plans: readonly FutureBudgetFieldsFragment[]) {
  const [open, setOpen] = useState<Open>(null);
  const inList = (id: string) => plans.find((candidate) => candidate.id === id);
  const plan = open ? (inList(open.id) ?? open.opened) : undefined;
  const show = (modal: Kind) => (id: string) => setOpen({ id, modal, opened: inList(id) });
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
    details: show('details'),
    approve: show('approve'),
    decline: show('decline'),
  };
}
