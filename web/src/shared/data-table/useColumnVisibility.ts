// Which columns a table shows: some start hidden so that a list fits a 1280 px screen, and the
// column chooser (the toolbar's Columns) shows or hides any column; the user's choice is kept per
// table in this browser (localStorage), so it holds on the next visit.
import { useCallback, useState } from 'react';
import type { GridColumnVisibilityModel } from '@mui/x-data-grid';

const KEY_PREFIX = 'cost-steering.columns.';

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

export function useColumnVisibility(table: string, hiddenByDefault: readonly string[] = []) {
  const [model, setModel] = useState<GridColumnVisibilityModel>(
    () =>
      storedChoice(table) ??
      Object.fromEntries(hiddenByDefault.map((field) => [field, false] as const)),
  );
  const change = useCallback(
    (next: GridColumnVisibilityModel) => {
      setModel(next);
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
