import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { databaseTarget } from '../database-target.js';
import { emailField, nameField, passwordField, passwordMatchesEmail } from '../lib/field-schemas.js';
import { hashPassword } from '../lib/passwords.js';
import { accountByEmail, insertAccount, setRoles } from '../modules/users/index.js';
import { seedStartingPartners } from '../seed/starting-partners.js';

const USAGE = `Create (or promote) the venue's first owner account.

  npm run create-owner -- --email owner@venue.ca --first-name Ada --last-name Lovelace

The password is read from the OWNER_PASSWORD environment variable (never from the command line,
which other users of the machine can see). An existing account with that e-mail is made an owner.`;

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, 'first-name': { type: 'string' }, 'last-name': { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help || !values.email) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const email = emailField.parse(values.email);
  const config = loadConfig();
  const database = await openDatabase(databaseTarget(config));
  try {
    const existing = await accountByEmail(database.db, email);
    if (existing) {
      await setRoles(database.db, existing.id, [...new Set([...existing.roles, 'owner'])]);
      console.log(`${email} is now an owner.`);
      return;
    }
    const password = passwordField.parse(process.env.OWNER_PASSWORD ?? '');
    if (passwordMatchesEmail(password, email)) throw new Error('The password must not be the e-mail address.');
    // Created before the server's first start: the venue still gets the partners it starts with.
    await seedStartingPartners(database.db);
    const created = await insertAccount(database.db, {
      email,
      passwordHash: await hashPassword(password),
      firstName: nameField.parse(values['first-name'] ?? 'Venue'),
      lastName: nameField.parse(values['last-name'] ?? 'Owner'),
      roles: ['owner'],
    });
    if (!created) throw new Error(`${email} was registered meanwhile: run the command again to make it an owner.`);
    console.log(`Created owner ${email}. Log in and complete the profile from the Account page.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error instanceof Error ? error.message : error);
  process.exit(1);
});
