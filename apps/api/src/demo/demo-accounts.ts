import type { Scope } from '@orbit/domain';

/** Password of every demo account (README.md, "Start it"). */
export const demoPassword = 'demo1234';

export interface DemoAccount {
  id: number;
  email: string;
  scope: Scope;
  name: string;
  nameAsInContract: string | null;
  countryAlpha2: string;
  timezone: string;
  createdAt: string;
  /** docs/domain.md#roles-and-permissions: the right to request a temporary unblock. */
  mayRequestUnblock: boolean;
}

/** The demo accounts the README lists, with fixed ids: the admin must be user 1 (it sees the language switch item). */
export const demoAccounts: readonly DemoAccount[] = [
  {
    id: 1,
    email: 'admin@example.com',
    scope: 'admin',
    name: 'Marta Ferreira',
    nameAsInContract: null,
    countryAlpha2: 'PT',
    timezone: 'Europe/Lisbon',
    createdAt: '2023-02-01T09:00:00Z',
    mayRequestUnblock: false,
  },
  {
    id: 2,
    email: 'supervisor@example.com',
    scope: 'supervisor',
    name: 'Lucas Almeida',
    nameAsInContract: null,
    countryAlpha2: 'BR',
    timezone: 'America/Sao_Paulo',
    createdAt: '2023-03-14T12:30:00Z',
    mayRequestUnblock: false,
  },
  {
    id: 3,
    email: 'colaborador@example.com',
    scope: 'colaborador',
    name: 'Sofia Rossi',
    nameAsInContract: null,
    countryAlpha2: 'IT',
    timezone: 'Europe/Rome',
    createdAt: '2023-06-05T08:15:00Z',
    mayRequestUnblock: false,
  },
  {
    id: 4,
    email: 'client@example.com',
    scope: 'user',
    name: 'Carlos Mendes',
    nameAsInContract: 'Mendes Diversões Ltda',
    countryAlpha2: 'BR',
    timezone: 'America/Sao_Paulo',
    createdAt: '2023-09-20T14:00:00Z',
    mayRequestUnblock: false,
  },
  {
    id: 5,
    email: 'blocked@example.com',
    scope: 'user',
    name: 'Claire Martin',
    nameAsInContract: 'Parc Martin SARL',
    countryAlpha2: 'FR',
    timezone: 'Europe/Paris',
    createdAt: '2024-01-10T10:45:00Z',
    mayRequestUnblock: true,
  },
];
