// The users module's public surface: accounts, their profile shape and their table.
export { default as usersModule, usersModuleRoutes } from './users-plugin.js';
export { profileSchema, roleSchema, toProfile, type Profile } from './user-profiles.js';
export {
  accountById,
  accountIdsMatching,
  contactOf,
  contactsByIds,
  lockAccount,
  sessionAccountOf,
  setPasswordAndBumpTokenVersion,
  type AccountContact,
} from './account-queries.js';
export { UsersService, type NewUser, type ProfilePatch } from './users-service.js';
export { users, type User } from './schema.js';
