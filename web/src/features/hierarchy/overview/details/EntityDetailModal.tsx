// The project/application details modal (spec §2): its purchase orders with their list items and,
// unless its product is a platform, the invoices of each order.
import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { graphql } from '../../../../gql';
import { Loading, LoadError } from '../components/QueryStatus';
import type { EntityRef } from './EntityDetails';
import { PurchaseOrderTable } from './PurchaseOrderTable';

export const EntityOrdersQuery = graphql(`
  query EntityOrders($id: ID!, $isProject: Boolean!, $withInvoices: Boolean!) {
    project(id: $id) @include(if: $isProject) {
      id
      purchaseOrders {
        ...PurchaseOrderFields
      }
      invoices @include(if: $withInvoices) {
        ...InvoiceFields
      }
    }
    application(id: $id) @skip(if: $isProject) {
      id
      purchaseOrders {
        ...PurchaseOrderFields
      }
      invoices @include(if: $withInvoices) {
        ...InvoiceFields
      }
    }
  }
`);

interface Props {
  entity: EntityRef;
  isPlatform: boolean;
  onClose(): void;
}

function EntityOrders({ entity, isPlatform }: Omit<Props, 'onClose'>) {
  const { data, error } = useQuery(EntityOrdersQuery, {
    variables: { id: entity.id, isProject: entity.kind === 'project', withInvoices: !isPlatform },
    fetchPolicy: 'cache-and-network',
  });
  if (error && !data) return <LoadError error={error} />;
  if (!data) return <Loading label="Loading purchase orders" />;
  const found = entity.kind === 'project' ? data.project : data.application;
  return (
    <PurchaseOrderTable
      orders={found?.purchaseOrders ?? []}
      invoices={isPlatform ? null : (found?.invoices ?? [])}
      entityType={entity.kind}
    />
  );
}

export function EntityDetailModal({ entity, isPlatform, onClose }: Props) {
  const typeLabel = entity.kind === 'project' ? 'Project' : 'Application';
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="entity-details-title">
      <DialogTitle id="entity-details-title">
        {typeLabel}: {entity.name}
      </DialogTitle>
      <DialogContent dividers>
        <EntityOrders entity={entity} isPlatform={isPlatform} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
