/** GET (public) and PATCH (owner) /api/booking-rules: defaults, partial changes, validation. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../helpers/test-app.js';
import { createBookingTestApp, staffAgent, type BookingTestApp } from './support.js';

let t: BookingTestApp;
let owner: Agent;
beforeAll(async () => {
  t = await createBookingTestApp();
  owner = (await staffAgent(t, 'owner')).agent;
});
afterAll(() => t.close());

describe('/api/booking-rules', () => {
  it('starts from sensible defaults', async () => {
    expect((await new Agent(t.app).get('/api/booking-rules')).json()).toMatchObject({
      maxBookingHours: 3,
      maxUpcomingBookingsPerMember: 4,
      cancellationCutoffHours: 24,
      checkoutHoldMinutes: 15,
      effectiveCheckoutHoldMinutes: 15,
    });
  });

  it('lets the owner change any subset and answers the whole rules', async () => {
    const response = await owner.patch('/api/booking-rules', { maxBookingHours: 2, checkoutHoldMinutes: 10 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ maxBookingHours: 2, maxUpcomingBookingsPerMember: 4, cancellationCutoffHours: 24, checkoutHoldMinutes: 10 });
    expect((await new Agent(t.app).get('/api/booking-rules')).json()).toMatchObject({ maxBookingHours: 2, checkoutHoldMinutes: 10 });
  });

  it.each([
    [{ maxBookingHours: 0 }, 'maxBookingHours'],
    [{ maxBookingHours: 1.5 }, 'maxBookingHours'],
    [{ maxUpcomingBookingsPerMember: 5000 }, 'maxUpcomingBookingsPerMember'],
    [{ cancellationCutoffHours: -1 }, 'cancellationCutoffHours'],
    [{ checkoutHoldMinutes: 2 }, 'checkoutHoldMinutes'],
    [{ refundPercent: 50 }, 'refundPercent'],
  ])('refuses %o naming the field', async (body, field) => {
    const response = await owner.patch('/api/booking-rules', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty(field);
  });
});
