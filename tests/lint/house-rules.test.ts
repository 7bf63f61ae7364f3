/**
 * The server's house rules as ESLint keeps them (eslint.config.js, docs/architecture.md): a module
 * reaches another only through its index.ts, so no module reads another's tables (a schema.ts may
 * import another module's schema.ts for a foreign key); and SQL lives only in *-repository.ts files.
 * Code is linted as if it were written into real files of the account/memberships module.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ZONES = 'import-x/no-restricted-paths';
const SQL_SYNTAX = 'no-restricted-syntax';
const SQL_IMPORTS = '@typescript-eslint/no-restricted-imports';

// Only the rules under test, without type information: the rules read syntax and paths, and a typed
// parse of the whole project would take a minute.
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
  ruleFilter: ({ ruleId }) => [ZONES, SQL_SYNTAX, SQL_IMPORTS].includes(ruleId),
});

const MEMBERSHIPS = 'server/modules/account/memberships';
const SERVICE = `${MEMBERSHIPS}/memberships-service.ts`;
const REPOSITORY = `${MEMBERSHIPS}/memberships-repository.ts`;
const SCHEMA = `${MEMBERSHIPS}/schema.ts`;

/** The rules that report `code` written at `filePath`, one entry per report. */
async function rulesBroken(filePath: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((message) => message.ruleId);
}

const readsOrderLines = `import { orderLines } from '../../checkout/orders/schema.js';\nexport const sold = orderLines;\n`;
const selects = `import type { Database } from '../../../db/client.js';\nimport { memberships } from './schema.js';\nexport const all = (db: Database) => db.select().from(memberships);\n`;

describe('no module reads another module’s tables', () => {
  it(`${ZONES}: a memberships file importing orders' orderLines from its schema.ts fails`, async () => {
    expect(await rulesBroken(SERVICE, readsOrderLines)).toEqual([ZONES]);
  });

  it(`${ZONES}: the same import in memberships' schema.ts passes (a foreign key)`, async () => {
    expect(await rulesBroken(SCHEMA, readsOrderLines)).toEqual([]);
  });

  it(`${ZONES}: orders' functions through its index.ts pass; its other files fail, even from a schema.ts`, async () => {
    expect(await rulesBroken(SERVICE, `import { salesOf } from '../../checkout/orders/index.js';\nexport const sales = salesOf;\n`)).toEqual([]);
    expect(await rulesBroken(SCHEMA, `import { lockOrder } from '../../checkout/orders/order-repository.js';\nexport const lock = lockOrder;\n`)).toEqual([
      ZONES,
    ]);
  });
});

describe('SQL only in *-repository.ts', () => {
  it(`${SQL_SYNTAX}: db.select() in a service fails`, async () => {
    expect(await rulesBroken(SERVICE, selects)).toEqual([SQL_SYNTAX]);
  });

  it(`${SQL_SYNTAX}: a transaction's writes and this.db's reads fail too`, async () => {
    const code = `import type { Database } from '../../../db/client.js';
import { memberships } from './schema.js';
export class Service {
  constructor(private readonly db: Database) {}
  end(id: number) {
    return this.db.transaction(async (tx) => {
      await tx.update(memberships).set({ status: 'ended' });
      return this.db.select().from(memberships);
    });
  }
}
`;
    expect(await rulesBroken(SERVICE, code)).toEqual([SQL_SYNTAX, SQL_SYNTAX]);
  });

  it(`${SQL_IMPORTS}: sql and the operators from drizzle-orm fail outside a repository; a type passes`, async () => {
    expect(await rulesBroken(SERVICE, `import { eq } from 'drizzle-orm';\nexport const same = eq;\n`)).toEqual([SQL_IMPORTS]);
    expect(await rulesBroken(SERVICE, `import type { SQL } from 'drizzle-orm';\nexport let clause: SQL | null = null;\n`)).toEqual([]);
  });

  it('a Map’s delete and a route’s request.query are not SQL', async () => {
    expect(
      await rulesBroken(
        SERVICE,
        `const seen = new Map<number, string>();\nseen.delete(1);\nexport const kind = (request: { query: { kind: string } }) => request.query.kind;\n`,
      ),
    ).toEqual([]);
  });

  it(`${SQL_SYNTAX} and ${SQL_IMPORTS}: the same code passes in a *-repository.ts`, async () => {
    expect(await rulesBroken(REPOSITORY, selects)).toEqual([]);
    expect(await rulesBroken(REPOSITORY, `import { eq, sql } from 'drizzle-orm';\nexport const clause = [eq, sql];\n`)).toEqual([]);
  });
});
