import type { Agent } from '../../helpers/test-app.js';

/** The venue's today in these tests: the clock stands at noon in Toronto on 2026-11-23. */
export const NOW = '2026-11-23T17:00:00Z';
export const TODAY = '2026-11-23';

/** A valid POST /api/household/members body; an adult partner unless overridden. */
export const adult = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Alex',
  lastName: 'Lee',
  birthday: '1988-04-12',
  relationship: 'partner',
  ...overrides,
});
export const child = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Sam',
  lastName: 'Lee',
  birthday: '2016-06-01',
  relationship: 'child',
  guardianConsent: true,
  ...overrides,
});

export const addMember = (agent: Agent, body: Record<string, unknown>, path = '/api/household/members') => agent.post(path, body);
