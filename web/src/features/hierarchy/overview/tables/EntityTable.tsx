// Projects and applications as table rows with a Details button each (the list mode of the
// project/application level, and what a product row expands to).
import { useState } from 'react';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { TEXTS } from '@cost-steering/schema';
import type { BudgetEntityFieldsFragment } from '../../../../gql/graphql';
import { EmptyText } from '../components/EmptyText';
import { EntityDetails, type EntityRef } from '../details/EntityDetails';
import { FIGURE_HEADERS, FigureCells } from './FigureCells';

interface Props {
  projects: readonly BudgetEntityFieldsFragment[];
  applications: readonly BudgetEntityFieldsFragment[];
  isPlatform: boolean;
}

export function EntityTable({ projects, applications, isPlatform }: Props) {
  const [shown, setShown] = useState<EntityRef | null>(null);
  const rows = [
    ...projects.map((entity) => ({ kind: 'project' as const, label: 'Project', entity })),
    ...applications.map((entity) => ({
      kind: 'application' as const,
      label: 'Application',
      entity,
    })),
  ];
  if (rows.length === 0) return <EmptyText text={TEXTS.noProjectsOrApplications} />;

  return (
    <>
      <Table size="small" aria-label="Projects and applications">
        <TableHead>
          <TableRow>
            <TableCell>Type</TableCell>
            <TableCell>Name</TableCell>
            <TableCell>Owner</TableCell>
            {FIGURE_HEADERS.map((header) => (
              <TableCell key={header} align="right">
                {header}
              </TableCell>
            ))}
            <TableCell>Details</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ kind, label, entity }) => (
            <TableRow key={`${kind}-${entity.id}`}>
              <TableCell>{label}</TableCell>
              <TableCell component="th" scope="row">
                {entity.name}
              </TableCell>
              <TableCell>{entity.owner}</TableCell>
              <FigureCells figures={entity} />
              <TableCell>
                <Button
                  size="small"
                  aria-label={`Details of ${entity.name}`}
                  onClick={() => setShown({ kind, id: entity.id, name: entity.name })}
                >
                  Details
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <EntityDetails entity={shown} isPlatform={isPlatform} onClose={() => setShown(null)} />
    </>
  );
}
