import { z } from 'zod';

export const errorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  /** In the reader's language: Accept-Language, else the caller's saved language, else English. */
  message: z.string(),
  /** Stable snake_case code of the refusal (`court_taken`, `invalid_field`…): what a client translates. */
  code: z.string(),
  /** The raw values the message is made of (numbers, ISO dates, "HH:mm" times, cents, court numbers, limits); `message` writes them for the reader. */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** Each field's message, in the reader's language. */
  fields: z.record(z.string(), z.string()).optional(),
  /** Each field's stable code and raw values (`too_long` `{ max: 100 }`), for a client that words fields itself. */
  fieldCodes: z.record(z.string(), z.object({ code: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])).optional() })).optional(),
  name: z.string().optional(),
  retryAfterSeconds: z.number().int().optional(),
  /** A schedule refused for taken courts: each date and court in the way. */
  conflicts: z.array(z.object({ date: z.string(), court: z.number().int() })).optional(),
});

/** The documented error answers of a route, all of the one JSON shape. */
export function errorResponses<const Codes extends number>(...codes: Codes[]): Record<Codes, typeof errorSchema> {
  return Object.fromEntries(codes.map((code) => [code, errorSchema])) as Record<Codes, typeof errorSchema>;
}
