import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../../server/config.js';
import { responseSerializerCompiler, SerializerMismatchError } from '../../server/lib/response-serializer.js';

const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/api/x', httpStatus: '200' }) as never;
const answer = z.object({
  date: z.string(),
  closed: z.boolean(),
  price: z.object({ perHourCents: z.number().int(), kind: z.enum(['member', 'default']) }),
  note: z.string().nullable(),
  reason: z.union([z.literal('past'), z.literal('full')]).optional(),
});
const data = { date: '2026-11-24', closed: false, price: { perHourCents: 2500, kind: 'member', secret: 'x' }, note: null, extra: 1 };

describe('response serialisers', () => {
  it('compiled answers what the Zod schema answers: same fields, unknown ones left out', () => {
    const compiled = responseSerializerCompiler('compiled')(route(answer));
    const checked = responseSerializerCompiler('checked')(route(answer));
    const expected = { date: '2026-11-24', closed: false, price: { perHourCents: 2500, kind: 'member' }, note: null };
    expect(JSON.parse(compiled(data))).toEqual(expected);
    expect(JSON.parse(checked(data))).toEqual(expected);
  });

  it('checked refuses data the schema refuses, where compiled alone would coerce it', () => {
    const bad = { ...data, price: { perHourCents: 12.5, kind: 'member' } };
    expect(() => responseSerializerCompiler('checked')(route(answer))(bad)).toThrow();
    expect(JSON.parse(responseSerializerCompiler('compiled')(route(answer))(bad)).price.perHourCents).not.toBe(12.5);
  });

  it('checked throws a mismatch when the compiled output differs from the schema’s', () => {
    // Trimming happens in Zod; the JSON Schema form has no way to say it.
    const trimmed = z.object({ name: z.string().trim() });
    expect(() => responseSerializerCompiler('checked')(route(trimmed))({ name: '  Court 1 ' })).toThrow(SerializerMismatchError);
  });

  it('a schema with no JSON Schema form (a date) keeps the validating serialiser', () => {
    const dated = z.object({ at: z.date() });
    const serialize = responseSerializerCompiler('compiled')(route(dated));
    expect(JSON.parse(serialize({ at: new Date('2026-01-02T03:04:05Z') }))).toEqual({ at: '2026-01-02T03:04:05.000Z' });
  });

  it('production compiles, everything else checks, unless RESPONSE_SERIALIZATION says otherwise', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(43), PAYMENT_PROVIDER: 'local' } as const;
    expect(loadConfig(production).responseSerialization).toBe('compiled');
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: '/tmp/courtside-config-test' }).responseSerialization).toBe('checked');
    expect(loadConfig({ ...production, RESPONSE_SERIALIZATION: 'checked' }).responseSerialization).toBe('checked');
  });
});
