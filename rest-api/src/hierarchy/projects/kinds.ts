// Projects and applications are two kinds of one thing (CONTRACT.md 'Projects and
// applications'): the same shape, rules and figures, in two tables and under two paths.
import { TEXTS } from '@cost-steering/schema';

export type EntityKind = 'project' | 'application';

export interface KindInfo {
  kind: EntityKind;
  table: 'projects' | 'applications';
  /** The list-item and consumer column that points at this kind. */
  column: 'project_id' | 'application_id';
  /** The `type` field of the REST object. */
  type: 'Project' | 'Application';
  path: '/projects' | '/applications';
  duplicateText: string;
}

export const KINDS: Record<EntityKind, KindInfo> = {
  project: {
    kind: 'project',
    table: 'projects',
    column: 'project_id',
    type: 'Project',
    path: '/projects',
    duplicateText: TEXTS.projectDuplicateServer,
  },
  application: {
    kind: 'application',
    table: 'applications',
    column: 'application_id',
    type: 'Application',
    path: '/applications',
    duplicateText: TEXTS.applicationDuplicateServer,
  },
};
