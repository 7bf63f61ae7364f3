// The users module's public surface: accounts, their profile shape and their table.
export { default as usersModule, usersModuleRoutes } from './users-plugin.js';
export { profileSchema, roleSchema, toProfile } from './user-profiles.js';
export {
  accountById,
  accountIdsMatching,
  contactByEmail,
  contactOf,
  contactsByIds,
  lockAccount,
  sessionAccountOf,
  setPasswordAndBumpTokenVersion,
} from './account-queries.js';
export { users } from './schema.js';
