/**
 * The demo's camp, clinic, lesson series and social: published, on free courts, with
 * coaches named, and open for registration, a free one included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../../server/seed/demo.js';
import { Agent, createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoData(t.database.db)).toBe(true);
});
afterAll(() => t.close());

interface Summary {
  id: number;
  kind: string;
  title: string;
  coach: { name: string } | null;
  sessionCount: number;
  registration: string;
  priceCents: number;
  divisions: { format: string; spotsLeft: number }[];
}

describe('demo programs', () => {
  it('lists one of each kind, soonest first, open for registration', async () => {
    const { items } = (await new Agent(t.app).get('/api/programs')).json<{ items: Summary[] }>();
    expect(items.map((item) => item.kind).sort()).toEqual(['camp', 'clinic', 'lesson', 'social', 'tournament']);
    expect(items.every((item) => item.registration === 'open')).toBe(true);
    expect(items.find((item) => item.kind === 'clinic')!.coach).toEqual(expect.objectContaining({ name: 'Sophie Tremblay' }));
    expect(items.find((item) => item.kind === 'camp')!.sessionCount).toBe(5);
    expect(items.find((item) => item.kind === 'lesson')!.sessionCount).toBe(4);
    expect(items.find((item) => item.kind === 'tournament')!.divisions.map((division) => [division.format, division.spotsLeft])).toEqual([
      ['singles', 16],
      ['doubles', 8],
      ['mixed_doubles', 6],
    ]);
  });

  it('the demo member registers their child for the camp and themself for the free social', async () => {
    const member = new Agent(t.app);
    await member.login('member@example.com', 'demo-pass-2026');
    const { items } = (await member.get('/api/programs')).json<{ items: Summary[] }>();
    const camp = items.find((item) => item.kind === 'camp')!;
    const social = items.find((item) => item.kind === 'social')!;
    expect(social.priceCents).toBe(0);
    const [child] = (await member.get('/api/household/members')).json<{ items: { id: number }[] }>().items;
    const order = await member.post('/api/orders', { lines: [{ product: 'program_registration', programId: camp.id, participantId: child.id }] });
    expect(order.statusCode).toBe(201);
    const free = await member.post('/api/orders', { lines: [{ product: 'program_registration', programId: social.id, participantId: 'self' }] });
    expect(free.statusCode).toBe(201);
    expect(free.json()).toMatchObject({ checkoutUrl: null, order: { totalCents: 0, status: 'paid' } });
    const detail = (await member.get(`/api/programs/${social.id}`)).json<{ mine: { status: string }[] }>();
    expect(detail.mine).toEqual([expect.objectContaining({ status: 'confirmed' })]);
  });
});
