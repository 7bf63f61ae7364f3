/**
 * Values the OpenAPI fuzz found reaching PostgreSQL (answered with the generic "Some of the values
 * you sent are not valid." of the SQLSTATE class 22 handler) are now refused by the field vocabulary
 * (server/lib/field-schemas.ts) with a 400 naming the field and its own message: a NUL in the alert
 * message, a year-9999 availability date, and a staff booking's userId one past the integer range.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER_MESSAGE, DATE_RANGE_MESSAGE, MAX_INT32 } from '../../../server/lib/field-schemas.js';
import { agentFor, createTestApp, type Agent, type TestApp } from '../helpers/test-app.js';

const DATABASE_MESSAGE = 'Some of the values you sent are not valid.';
const FIELD_MESSAGE = 'Please correct the highlighted fields.';

let t: TestApp;
let staff: Agent;
beforeAll(async () => {
  t = await createTestApp();
  ({ agent: staff } = await agentFor(t, ['admin', 'owner']));
});
afterAll(() => t.close());

/** Expects a field-level 400: the validation message, and the field named with the vocabulary's message. */
function expectFieldError(response: { statusCode: number; body: string; json(): unknown }, field: string, message: string) {
  expect(response.statusCode, response.body).toBe(400);
  const answer = response.json() as { message: string; fields?: Record<string, string> };
  expect(answer.message).not.toBe(DATABASE_MESSAGE);
  expect(answer).toMatchObject({ statusCode: 400, message: FIELD_MESSAGE, fields: { [field]: message } });
}

describe('the field vocabulary answers before the database does', () => {
  it('a NUL in the alert message → 400 with fields.message "Remove control characters."', async () => {
    const response = await staff.post('/api/app-alert', { message: 'Courts\u0000closed' });
    expectFieldError(response, 'message', CONTROL_CHARACTER_MESSAGE);
  });

  it('an availability date in year 9999 → 400 with fields.date "Enter a date between 1900 and 2100."', async () => {
    const response = await staff.get('/api/bookings/availability?date=9999-01-01');
    expectFieldError(response, 'date', DATE_RANGE_MESSAGE);
  });

  it('a staff booking for userId 2147483648 → 400 with fields.userId "That id does not exist."', async () => {
    const response = await staff.post('/api/admin/bookings', {
      kind: 'member',
      userId: MAX_INT32 + 1,
      date: '2026-03-03',
      startTime: '10:00',
      hours: 1,
      court: 1,
    });
    expectFieldError(response, 'userId', 'That id does not exist.');
  });
});
