import type { AdminUsersFilter } from '@orbit/api-client';
import {
  adminClientsSortColumns,
  type AdminClientsFilters,
  type AdminClientsSortColumn,
  type DataTableSort,
} from '@orbit/ui';
import type { SearchCodec } from '../../urlState.ts';

/** The clients list's page state (docs/domain.md#records-and-fields), as the URL and the screen hold it. */
export interface ClientsListState {
  filters: AdminClientsFilters;
  sort: DataTableSort;
}

/** docs/domain.md#constants-and-limits: id, descending. */
export const defaultClientsSort: DataTableSort = { columnId: 'id', direction: 'descending' };

const isSortColumn = (value: string | null): value is AdminClientsSortColumn =>
  (adminClientsSortColumns as readonly (string | null)[]).includes(value);

const sameSort = (a: DataTableSort, b: DataTableSort) => a.columnId === b.columnId && a.direction === b.direction;

/**
 * Reads the list state from the address, so a link or a reload shows the same list; unknown values fall back, a
 * missing sort to `defaultSort` (the one the person chose last, or docs/domain.md#constants-and-limits's).
 */
export function clientsListStateOf(search: URLSearchParams, defaultSort = defaultClientsSort): ClientsListState {
  const orderby = search.get('orderby');
  const order = search.get('order');
  return {
    filters: {
      name: search.get('name')?.trim() ?? '',
      email: search.get('email')?.trim() ?? '',
      nameAsInContract: search.get('nameasincontract')?.trim() ?? '',
    },
    sort: isSortColumn(orderby)
      ? { columnId: orderby, direction: order === 'asc' ? 'ascending' : 'descending' }
      : defaultSort,
  };
}

/**
 * Writes the list state into the address, leaving out empty filters, and the sort when it is docs/domain.md#constants-and-limits's and no other
 * default could be read in its place (so a link always says a sort that differs from anyone's default).
 */
export function searchOfClientsListState(
  { filters, sort }: ClientsListState,
  defaultSort = defaultClientsSort,
): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.name) search.set('name', filters.name);
  if (filters.email) search.set('email', filters.email);
  if (filters.nameAsInContract) search.set('nameasincontract', filters.nameAsInContract);
  if (!sameSort(sort, defaultClientsSort) || !sameSort(defaultSort, defaultClientsSort)) {
    search.set('orderby', sort.columnId);
    search.set('order', sort.direction === 'ascending' ? 'asc' : 'desc');
  }
  return search;
}

/** The clients list's address codec (ADR 0066), a missing sort read as `defaultSort`. */
export function clientsListCodec(defaultSort = defaultClientsSort): SearchCodec<ClientsListState> {
  return {
    read: (search) => clientsListStateOf(search, defaultSort),
    write: (state) => searchOfClientsListState(state, defaultSort),
  };
}

/** The call's filter: the docs/domain.md#calls query names, empty filters left out. */
export function usersFilterOf({ filters, sort }: ClientsListState): AdminUsersFilter {
  return {
    ...(filters.name && { name: filters.name }),
    ...(filters.email && { email: filters.email }),
    ...(filters.nameAsInContract && { nameasincontract: filters.nameAsInContract }),
    orderby: isSortColumn(sort.columnId) ? sort.columnId : 'id',
    order: sort.direction === 'ascending' ? 'asc' : 'desc',
  };
}
