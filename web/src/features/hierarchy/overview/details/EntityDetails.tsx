// Opens the project/application details modal; its code loads on the first Details click.
import { lazy, Suspense } from 'react';

export type EntityKind = 'project' | 'application';

export interface EntityRef {
  kind: EntityKind;
  id: string;
  name: string;
}

const EntityDetailModal = lazy(() =>
  import('./EntityDetailModal').then((module) => ({ default: module.EntityDetailModal })),
);

interface Props {
  /** The entity to show; null keeps the modal closed. */
  entity: EntityRef | null;
  /** Platforms' orders are shown without invoices (spec §2). */
  isPlatform: boolean;
  onClose(): void;
}

export function EntityDetails({ entity, isPlatform, onClose }: Props) {
  if (!entity) return null;
  return (
    <Suspense fallback={null}>
      <EntityDetailModal entity={entity} isPlatform={isPlatform} onClose={onClose} />
    </Suspense>
  );
}
