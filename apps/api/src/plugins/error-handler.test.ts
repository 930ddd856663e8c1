import { describe, expect, it } from 'vitest';
import { errorListLimit, errorMessages, errorResponseSchema, moreErrorsField } from '@orbit/contract';
import { auditLog, sessions, users } from '../db/schema.ts';
import { adminTestApp, call } from '../test-support/fixtures.ts';
import { countRows, testDatabaseKinds } from '../test-support/test-database.ts';

/** A JSON body of `count` keys no schema knows. */
function unknownKeys(count: number, prefix = 'k'): Record<string, number> {
  return Object.fromEntries(Array.from({ length: count }, (_, index) => [`${prefix}${index}`, 1]));
}

describe.each(testDatabaseKinds)('the errors of a 400 answer on $name', (kind) => {
  const env = adminTestApp(kind);

  it('names at most a few dozen problems of a 1 MB body of unknown keys, counts the rest, and writes nothing', async () => {
    const payload = JSON.stringify(unknownKeys(60_000));
    expect(payload.length).toBeGreaterThan(600_000);
    const before = [await countRows(env.handle, sessions), await countRows(env.handle, users)];
    const response = await env.app.inject({
      method: 'POST',
      url: '/api/sign-up',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.body.length).toBeLessThan(2_000);
    const { message, errors = {} } = errorResponseSchema.parse(response.json());
    expect(message).toBe(errorMessages.invalidInput);
    const named = Object.keys(errors).filter((field) => field !== moreErrorsField);
    expect(named).toHaveLength(errorListLimit);
    // The five missing fields of a sign-up come first, then the first unknown keys.
    expect(named.slice(0, 7)).toEqual(['name', 'email', 'countryId', 'password', 'timezone', 'k0', 'k1']);
    expect(errors[moreErrorsField]).toBe(`${60_000 - (errorListLimit - 5)} more problems`);
    expect([await countRows(env.handle, sessions), await countRows(env.handle, users)]).toEqual(before);
  });

  it('caps the problems of a long list of bad values the same way, nested unknown keys included', async () => {
    const before = await countRows(env.handle, auditLog);
    const response = await call(env.app, 'POST', '/api/admin/reports/tickets/log', {
      cookie: env.admin,
      payload: {
        usersId: Array.from({ length: 500 }, (_, index) => `user-${index}`),
        startAt: '2026-01-01T00:00:00.000Z',
        endAt: '2026-02-01T00:00:00.000Z',
        ...unknownKeys(50, 'extra'),
      },
    });
    expect(response.statusCode).toBe(400);
    const { errors = {} } = errorResponseSchema.parse(response.json());
    expect(Object.keys(errors)).toHaveLength(errorListLimit + 1);
    expect(errors[moreErrorsField]).toMatch(/^\d+ more problems$/);
    expect(await countRows(env.handle, auditLog)).toBe(before);
  });

  it('names every problem of a short list, `constructor` as a field like any other', async () => {
    const response = await env.app.inject({
      method: 'POST',
      url: '/api/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"client@example.com","password":"demo1234","extra":1,"constructor":1}',
    });
    expect(response.statusCode).toBe(400);
    expect(errorResponseSchema.parse(response.json()).errors).toEqual({
      extra: 'Unknown field',
      constructor: 'Unknown field',
    });
  });
});
