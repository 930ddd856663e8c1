import { describe, expect, it } from 'vitest';
import { normaliseRecoveryCode, secondFactorRequiredFor } from './second-factors.ts';

describe('who must enrol a second factor', () => {
  it('is admins and supervisors, and only where the installation asks for it', () => {
    expect(secondFactorRequiredFor('admin', true)).toBe(true);
    expect(secondFactorRequiredFor('supervisor', true)).toBe(true);
    expect(secondFactorRequiredFor('colaborador', true)).toBe(false);
    expect(secondFactorRequiredFor('user', true)).toBe(false);
    expect(secondFactorRequiredFor('admin', false)).toBe(false);
  });
});

describe('a typed recovery code', () => {
  it('ignores case, spaces and dashes', () => {
    expect(normaliseRecoveryCode(' AB3D5-fg7h9 ')).toBe('ab3d5fg7h9');
    expect(normaliseRecoveryCode('ab3d 5fg7 h9')).toBe('ab3d5fg7h9');
  });
});
