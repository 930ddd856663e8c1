import { useCallback, useState } from 'react';
import type { DataTableSort, Density } from '@orbit/ui';

/** What the browser remembers of one table for one person (ADR 0066). */
export interface TablePreferences {
  density?: Density;
  sort?: DataTableSort;
}

/** Where a table's preferences are kept: per person and per table, so people sharing a browser keep their own. */
export const tablePreferencesKey = (userId: number, tableId: string) => `orbit.table.${userId}.${tableId}`;

const isDensity = (value: unknown): value is Density => value === 'comfortable' || value === 'compact';

function isSort(value: unknown): value is DataTableSort {
  if (typeof value !== 'object' || value === null) return false;
  const { columnId, direction } = value as Record<string, unknown>;
  return typeof columnId === 'string' && (direction === 'ascending' || direction === 'descending');
}

/** The stored preferences, each left out when missing, damaged or unreadable (storage blocked by the browser). */
export function readTablePreferences(storage: Storage | undefined, key: string): TablePreferences {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(key) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return {};
    const { density, sort } = stored as Record<string, unknown>;
    return { ...(isDensity(density) && { density }), ...(isSort(sort) && { sort }) };
  } catch {
    return {};
  }
}

/** Stores the preferences; a full or blocked storage only means they are not remembered. */
export function writeTablePreferences(storage: Storage | undefined, key: string, preferences: TablePreferences): void {
  try {
    storage?.setItem(key, JSON.stringify(preferences));
  } catch {
    // Nothing to do: the table works the same, it just forgets on reload.
  }
}

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Some browsers throw on the mere access when storage is disabled.
    return undefined;
  }
}

/**
 * A table's remembered density and sort for a person, and a setter that merges and stores a change. The one place
 * the console touches the browser's storage for tables.
 */
export function useTablePreferences(
  userId: number,
  tableId: string,
): [TablePreferences, (change: TablePreferences) => void] {
  const key = tablePreferencesKey(userId, tableId);
  const [stored, setStored] = useState(() => ({ key, preferences: readTablePreferences(browserStorage(), key) }));
  // Another person or table (the same component shown for another): read its own preferences.
  const preferences = stored.key === key ? stored.preferences : readTablePreferences(browserStorage(), key);
  const remember = useCallback(
    (change: TablePreferences) => {
      const next = { ...readTablePreferences(browserStorage(), key), ...change };
      writeTablePreferences(browserStorage(), key, next);
      setStored({ key, preferences: next });
    },
    [key],
  );
  return [preferences, remember];
}
