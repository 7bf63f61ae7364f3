// The households module's public surface: family members on an account, who a participant is,
// the guards products register, and ages.
import type { CourtsideModule } from '../../../lib/courtside-module.js';
import householdsPlugin, { householdsModuleRoutes } from './households-plugin.js';

export { ageOn, SIGNUP_MIN_AGE } from './ages.js';
export type { HouseholdService } from './household-service.js';
export { householdMemberLevels, householdMemberNames } from './household-members-repository.js';
export { resolveParticipant, householdSize, participantsOf, type ParticipantId } from './participants.js';
export type { ParticipationGuard } from './participation-guards.js';

/** The module as server/app.ts registers it; its routes: /api/household; staff: /api/staff/accounts/:userId/household. */
export const householdsModule: CourtsideModule = { name: 'account/households', plugin: householdsPlugin, routes: householdsModuleRoutes };
