// Which columns a table shows: some start hidden so that a list fits a 1280 px screen, and the
// column chooser (the toolbar's Columns) shows or hides any column; the user's choice is kept per
// table in this browser (localStorage), so it holds on the next visit.
//
// On a phone (below 600 px, MUI's `sm`) the defaults are narrower still (issue 31 item 10): the
// key columns only — the table's `phoneColumns`, else its first two columns — and the Actions
// column; every other column starts hidden, as `hiddenByDefault` ones do on a wide screen, and
// the chooser still offers them all. Until the user chooses, the defaults follow the width (a
// phone turned to landscape or a narrowed window); a choice holds at any width.
import { useCallback, useMemo, useState } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { GridColumnVisibilityModel } from '@mui/x-data-grid';
import { ACTIONS_FIELD } from './columns';

const KEY_PREFIX = 'cost-steering.columns.';

/** Below this a table starts with its key columns only. */
export const phoneWidth = (theme: Theme) => theme.breakpoints.down('sm');

/** The storage key of a table's choice: its accessible name, which is unique per screen. */
export const columnChoiceKey = (table: string) => `${KEY_PREFIX}${table}`;

function storedChoice(table: string): GridColumnVisibilityModel | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(columnChoiceKey(table)) ?? 'null');
    if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return null;
    return Object.fromEntries(
      Object.entries(stored).filter(([, shown]) => typeof shown === 'boolean'),
    ) as GridColumnVisibilityModel;
  } catch {
    // Storage off (private mode) or a value not written by us: the defaults.
    return null;
  }
}

export interface ColumnDefaults {
  /** Every column's field, in the table's order. */
  fields: readonly string[];
  /** Hidden at first at any width. */
  hiddenByDefault?: readonly string[];
  /** Shown at first on a phone, besides Actions (default: the first two columns). */
  phoneColumns?: readonly string[];
}

/** The columns hidden before the user chooses. */
export function defaultHidden(
  { fields, hiddenByDefault = [], phoneColumns }: ColumnDefaults,
  phone: boolean,
): string[] {
  if (!phone) return [...hiddenByDefault];
  const data = fields.filter((field) => field !== ACTIONS_FIELD);
  const key = new Set([ACTIONS_FIELD, ...(phoneColumns ?? data.slice(0, 2))]);
  return fields.filter((field) => !key.has(field));
}

export function useColumnVisibility(table: string, defaults: ColumnDefaults) {
  const phone = useMediaQuery(phoneWidth, { noSsr: true });
  const [choice, setChoice] = useState(() => storedChoice(table));
  const hidden = defaultHidden(defaults, phone).join('\n');
  const model = useMemo(
    () =>
      choice ??
      Object.fromEntries(
        hidden
          .split('\n')
          .filter(Boolean)
          .map((field) => [field, false] as const),
      ),
    [choice, hidden],
  );
  const change = useCallback(
    (next: GridColumnVisibilityModel) => {
      setChoice(next);
      try {
        localStorage.setItem(columnChoiceKey(table), JSON.stringify(next));
      } catch {
        // Storage off: the choice holds for this visit only.
      }
    },
    [table],
  );
  return [model, change] as const;
}
