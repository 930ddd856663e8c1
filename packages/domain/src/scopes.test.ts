import { describe, expect, it } from 'vitest';
import { isStaff, staffPermissions } from './scopes.ts';

describe('staff permissions (docs/domain.md#roles-and-permissions)', () => {
  it('gives admin everything', () => {
    expect(Object.values(staffPermissions('admin')).every(Boolean)).toBe(true);
  });
  it('keeps the scope field, account security and the security events from a supervisor', () => {
    expect(staffPermissions('supervisor')).toEqual({
      editClient: true,
      changeScope: false,
      insertCoins: true,
      createLicense: true,
      changeLicenses: true,
      manageAccount: false,
      readActivity: true,
      readSecurityEvents: false,
    });
  });
  it('lets a colaborador insert coins only', () => {
    const permissions = staffPermissions('colaborador');
    expect(Object.entries(permissions).filter(([, allowed]) => allowed)).toEqual([['insertCoins', true]]);
  });
  it('gives a client nothing', () => {
    expect(isStaff('user')).toBe(false);
    expect(Object.values(staffPermissions('user')).some(Boolean)).toBe(false);
  });
});
