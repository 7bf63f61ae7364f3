// The users module's public surface: accounts (read and written through its repository's functions) and their profile shape.
import type { CourtsideModule } from '../../lib/courtside-module.js';
import usersPlugin, { usersModuleRoutes } from './users-plugin.js';

export { profileSchema, roleSchema, toProfile } from './user-profiles.js';
export {
  accountByEmail,
  accountById,
  accountIdsMatching,
  contactByEmail,
  contactOf,
  contactsByIds,
  insertAccount,
  lockAccount,
  LOCKED_CONTACT_SQL,
  selfRatedLevelsOf,
  sessionAccountOf,
  setPasswordAndBumpTokenVersion,
  setRoles,
} from './users-repository.js';
export type { LockedContact } from './users-repository.js';

/** The module as server/app.ts registers it; its routes: /api/users. */
export const usersModule: CourtsideModule = { name: 'users', plugin: usersPlugin, routes: usersModuleRoutes };
