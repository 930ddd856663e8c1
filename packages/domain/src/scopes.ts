/** The four scopes a user account can hold (docs/domain.md#records-and-fields). */
export const scopes = ['admin', 'supervisor', 'colaborador', 'user'] as const;
export type Scope = (typeof scopes)[number];

/** Staff reach the admin area; a plain `user` is a client (docs/domain.md#roles-and-permissions). */
export function isStaff(scope: Scope): boolean {
  return scope !== 'user';
}

/** What a scope may do on the admin client pages (docs/domain.md#roles-and-permissions, ADR 0012, ADR 0020, ADR 0024). */
export interface StaffPermissions {
  /** The pencil on the client info card. */
  editClient: boolean;
  /** The scope field of the client edit dialog. */
  changeScope: boolean;
  /** Inserting coins into a client's wallet. */
  insertCoins: boolean;
  /** Creating licences for a client. */
  createLicense: boolean;
  /** Licence actions and finishing blocking orders: colaborador only reads licences. */
  changeLicenses: boolean;
  /** Disabling or enabling an account and ending its sessions. */
  manageAccount: boolean;
  /** The client's activity timeline, read from the audit log. */
  readActivity: boolean;
  /** The security events of the audit log (sign-ins and their addresses, lockouts, account changes): ADR 0054. */
  readSecurityEvents: boolean;
}

/** The admin client pages offer only what the server would accept from this scope. */
export function staffPermissions(scope: Scope): StaffPermissions {
  const admin = scope === 'admin';
  const adminOrSupervisor = admin || scope === 'supervisor';
  return {
    editClient: adminOrSupervisor,
    changeScope: admin,
    insertCoins: isStaff(scope),
    createLicense: adminOrSupervisor,
    changeLicenses: adminOrSupervisor,
    manageAccount: admin,
    readActivity: adminOrSupervisor,
    readSecurityEvents: admin,
  };
}
