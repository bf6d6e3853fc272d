// The project/application purchase-orders modal of the overview, offered to other features without
// their importing the hierarchy feature (features do not import each other, DESIGN.md §9): src/app
// puts the hierarchy's modal into this slot, a feature renders whatever the slot holds.
import { createContext, useContext, type ComponentType } from 'react';

export interface EntityDetailsTarget {
  kind: 'project' | 'application';
  id: string;
  name: string;
}

export interface EntityDetailsProps {
  /** The entity to show; null keeps the modal closed. */
  entity: EntityDetailsTarget | null;
  /** Platforms' orders are shown without invoices (spec §2). */
  isPlatform: boolean;
  onClose(): void;
}

const EntityDetailsContext = createContext<ComponentType<EntityDetailsProps> | null>(null);

export const EntityDetailsProvider = EntityDetailsContext.Provider;

/** The modal component the app provides; a placeholder that shows nothing when none is. */
export function useEntityDetails(): ComponentType<EntityDetailsProps> {
  return useContext(EntityDetailsContext) ?? NoDetails;
}

function NoDetails() {
  return null;
}
