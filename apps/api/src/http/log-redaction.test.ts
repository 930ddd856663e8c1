import { describe, expect, it } from 'vitest';
import { routes } from '@orbit/contract';
import { redactUrl } from './log-redaction.ts';

describe('redactUrl', () => {
  it('drops the whole query string of a page URL, where mailed links carry their tokens', () => {
    expect(redactUrl('/reset-password/reset?token=abc-DEF_123')).toBe('/reset-password/reset?[removed]');
    expect(redactUrl('/sign-up/validate-email?token=abc')).toBe('/sign-up/validate-email?[removed]');
    expect(redactUrl('/dash/licenses/Arcade')).toBe('/dash/licenses/Arcade');
  });

  it('keeps the query of an API call but hides values of secret-looking names', () => {
    expect(redactUrl('/api/admin/users?name=ana&limit=50')).toBe('/api/admin/users?name=ana&limit=50');
    expect(redactUrl('/api/anything?token=abc&resetToken=x&password=p&page=2')).toBe(
      '/api/anything?token=%5Bremoved%5D&resetToken=%5Bremoved%5D&password=%5Bremoved%5D&page=2',
    );
    expect(redactUrl('/api/me')).toBe('/api/me');
  });

  it('has nothing to hide in the API: no call takes a token or password in its query string', () => {
    for (const route of Object.values(routes)) {
      const query = 'query' in route ? route.query : undefined;
      const names = query && 'shape' in query ? Object.keys(query.shape as object) : [];
      for (const name of names) expect(name, `${route.method} ${route.path}`).not.toMatch(/token|password|secret/i);
    }
  });
});
