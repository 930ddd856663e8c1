import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../src/test-support/test-database.ts';
import { runFuzz, strictAccessByDefault } from './run-fuzz.ts';

/**
 * The short variant of `npm run fuzz`: a few thousand generated requests over every operation and actor on each
 * database. The full run (`npm run fuzz`, 12,000 requests by default) prints the tables.
 */
describe.each(testDatabaseKinds)('fuzz on $name', (kind) => {
  it('answers 3,000 generated requests with no 5xx, no error outside { message, errors }, no change by a refused call and no 2xx to an unauthorised caller', async () => {
    const handle = await kind.open();
    try {
      const result = await runFuzz({
        handle,
        requests: 3000,
        seed: 20_261_124,
        strictAccess: strictAccessByDefault,
        print: () => undefined,
      });
      const failures = result.failures.map(
        ({ kind: failure, request, status }) =>
          `${failure}: ${request.actor} ${request.method} ${request.url} → ${status}`,
      );
      expect(failures).toEqual([]);
      expect(result.total).toBeGreaterThanOrEqual(3000);
      // Every operation got requests from every actor, and valid requests reached the handlers.
      expect(result.operations).toBeGreaterThan(60);
      expect(result.byStatus.get(200) ?? 0).toBeGreaterThan(300);
      // The API keys (ADR 0092) reached what their scopes open, and the revoked one nothing.
      for (const actor of ['clientKey', 'adminKey'] as const) {
        expect(result.byActorAndStatus.get(actor)?.get(200) ?? 0, actor).toBeGreaterThan(4);
      }
      expect(result.byActorAndStatus.get('revokedKey')?.get(200)).toBeUndefined();
    } finally {
      await handle.close();
    }
  }, 300_000);
});
