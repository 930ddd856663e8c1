import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emailAddressPattern } from '@orbit/domain';
import { emailSchema } from './accounts.ts';

describe('emailSchema', () => {
  it("checks addresses by the domain's pattern, which is zod's own: a change of either shows here", () => {
    // zod escapes the hyphens that need no escape; nothing else may differ.
    expect(emailAddressPattern.source).toBe(z.regexes.email.source.replaceAll('\\-', '-'));
  });

  it('stores the canonical form and refuses a malformed address with the same message as before', () => {
    expect(emailSchema.parse('  Ana@Example.COM ')).toBe('ana@example.com');
    const refused = emailSchema.safeParse('ana@example');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.code, issue.message])).toEqual([
      ['invalid_format', 'invalid email'],
    ]);
  });
});
