/** The four scopes a user account can hold (spec §3). */
export const scopes = ['admin', 'supervisor', 'colaborador', 'user'] as const;
export type Scope = (typeof scopes)[number];

/** Staff reach the admin area; a plain `user` is a client (spec §6). */
export function isStaff(scope: Scope): boolean {
  return scope !== 'user';
}
