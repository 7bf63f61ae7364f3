/**
 * A link the allow-list refuses (javascript:, data:) loses its address and keeps its words, and
 * the markup after it is kept as written (issue 14: the bio is stored cleaned).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coaches } from '../../../../server/db/schema.js';
import { agentFor, createTestApp, type Agent, type TestApp } from '../../helpers/test-app.js';
import { doc, paragraph } from './support.js';

let t: TestApp;
let owner: Agent;
beforeAll(async () => {
  t = await createTestApp();
  ({ agent: owner } = await agentFor(t, ['owner']));
});
afterAll(() => t.close());

describe('a refused link in a bio', () => {
  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>'])('%s: its words stay, the markup after it is intact', async (href) => {
    const response = await owner.post('/api/owner/coaches', { name: 'Link Test', bio: doc(paragraph(`<a href="${href}">click</a> <u>under</u> <b>bold</b>`)) });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await t.database.db.select().from(coaches).where(eq(coaches.id, response.json().id));
    expect(row.bio.blocks[0].data.text).toBe('click <u>under</u> <b>bold</b>');
  });
});
