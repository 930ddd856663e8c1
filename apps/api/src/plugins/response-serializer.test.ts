import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer.ts';

const answer = z.object({
  id: z.number().int(),
  name: z.string(),
  note: z.string().nullable(),
  titles: z.record(z.string(), z.string()),
  rows: z.array(z.object({ at: z.iso.datetime(), state: z.enum(['open', 'closed']), amount: z.number().optional() })),
});

const serializerOf = (checkWithZod: boolean, schema: z.ZodType = answer) =>
  responseSerializerCompiler({ checkWithZod })({ schema, method: 'GET', url: '/api/example', httpStatus: '200' });

const data = {
  id: 7,
  name: 'Lisbon "Arcade"',
  note: null,
  titles: { en: 'Jungle', pt: 'Selva' },
  rows: [
    { at: '2026-10-01T10:00:00.000Z', state: 'open', amount: 3 },
    { at: '2026-10-02T10:00:00.000Z', state: 'closed' },
  ],
};

describe('the answer serializer', () => {
  for (const checkWithZod of [true, false]) {
    describe(checkWithZod ? 'checked against the contract' : 'as in production', () => {
      it('writes the same JSON as zod and JSON.stringify would', () => {
        expect(JSON.parse(serializerOf(checkWithZod)(data))).toEqual(JSON.parse(JSON.stringify(answer.parse(data))));
      });

      it('leaves out every property the contract does not name, at any depth', () => {
        const leaking = { ...data, passwordHash: 'x', rows: [{ ...data.rows[0], secret: 'y' }] };
        const written = serializerOf(checkWithZod)(leaking);
        expect(written).not.toContain('passwordHash');
        expect(written).not.toContain('secret');
        expect(JSON.parse(written).rows[0]).toEqual({ at: '2026-10-01T10:00:00.000Z', state: 'open', amount: 3 });
      });
    });
  }

  it('refuses an answer that breaks its contract when checking', () => {
    expect(() => serializerOf(true)({ ...data, rows: [{ at: 'yesterday', state: 'lost' }] })).toThrow();
  });

  it('encodes with zod a schema that JSON Schema cannot express', () => {
    const dated = z.object({ at: z.date() });
    expect(serializerOf(false, dated)({ at: new Date(5), hidden: 1 })).toBe('{"at":"1970-01-01T00:00:00.005Z"}');
  });
});
