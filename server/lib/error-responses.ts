import { z } from 'zod';

export const errorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  /** Stable snake_case code of the refusal (`court_taken`, `invalid_field`…): what a client translates. */
  code: z.string(),
  /** The raw values the message is made of (numbers, ISO dates, court numbers, limits). */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  fields: z.record(z.string(), z.string()).optional(),
  name: z.string().optional(),
  retryAfterSeconds: z.number().int().optional(),
  /** A schedule refused for taken courts: each date and court in the way. */
  conflicts: z.array(z.object({ date: z.string(), court: z.number().int() })).optional(),
});

/** The documented error answers of a route, all of the one JSON shape. */
export function errorResponses<const Codes extends number>(...codes: Codes[]): Record<Codes, typeof errorSchema> {
  return Object.fromEntries(codes.map((code) => [code, errorSchema])) as Record<Codes, typeof errorSchema>;
}
