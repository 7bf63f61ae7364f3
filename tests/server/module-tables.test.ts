/**
 * No module reads another module's tables. Each module owns the tables its schema files declare
 * (schema.ts, *-schema.ts); another module asks for what it needs through the owner's index.ts
 * (memberships ask orders which order sold a period, payments ask orders to fulfil a line). Only a
 * schema file may import another module's table, to name it in a foreign key.
 *
 * Caught: a named or namespace import of another module's table (through its index.ts or any other
 * path), any import of server/db/schema.ts (every table at once), and raw SQL in a `sql` template
 * that reads or writes another module's table by its SQL name.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const MODULES = join(process.cwd(), 'server/modules');
const DB_SCHEMA = join(process.cwd(), 'server/db/schema');

const isSchemaFile = (file: string) => /(^|[/\\-])schema\.ts$/.test(file);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

const parse = (file: string, text = readFileSync(file, 'utf8')) => ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);

/** The module a path under server/modules belongs to (the nearest folder with an index.ts, e.g. checkout/orders), or null outside. */
function moduleOf(path: string): string | null {
  const rel = relative(MODULES, path);
  if (rel.startsWith('..') || rel === '') return null;
  const parts = rel.split(sep);
  for (let depth = parts.length; depth > 0; depth--) {
    const folder = parts.slice(0, depth).join('/');
    if (existsSync(join(MODULES, folder, 'index.ts'))) return folder;
  }
  return null;
}

interface Tables {
  /** Table variable → the module that declares it. */
  byName: Map<string, string>;
  /** SQL table name → the module that declares it. */
  bySqlName: Map<string, string>;
}

/** Every `export const x = pgTable('sql_name', …)` in each module's schema files. */
function tablesOfModules(): Tables {
  const tables: Tables = { byName: new Map(), bySqlName: new Map() };
  for (const file of filesUnder(MODULES).filter(isSchemaFile)) {
    const owner = moduleOf(file)!;
    for (const statement of parse(file).statements) {
      if (!ts.isVariableStatement(statement) || !statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) continue;
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        if (
          !init ||
          !ts.isCallExpression(init) ||
          !ts.isIdentifier(init.expression) ||
          init.expression.text !== 'pgTable' ||
          !ts.isIdentifier(declaration.name)
        )
          continue;
        tables.byName.set(declaration.name.text, owner);
        const [sqlName] = init.arguments;
        if (sqlName && ts.isStringLiteral(sqlName)) tables.bySqlName.set(sqlName.text, owner);
      }
    }
  }
  return tables;
}

/** Where one module's file reads a table another module owns; empty when it keeps to its own. */
function foreignTableReads(file: string, text: string, tables: Tables): string[] {
  const own = moduleOf(file);
  if (!own || isSchemaFile(file)) return [];
  const found: string[] = [];
  const source = parse(file, text);
  const namespaces = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const target = resolve(dirname(file), statement.moduleSpecifier.text).replace(/\.js$/, '');
    if (target === DB_SCHEMA) {
      found.push(`imports server/db/schema (every module's tables)`);
      continue;
    }
    const from = moduleOf(target);
    if (!from || from === own) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) {
        const name = (element.propertyName ?? element.name).text;
        if (tables.byName.get(name) === from) found.push(`imports ${from}'s table ${name}`);
      }
    } else if (bindings && ts.isNamespaceImport(bindings)) {
      namespaces.set(bindings.name.text, from);
    }
  }
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && namespaces.has(node.expression.text)) {
      const from = namespaces.get(node.expression.text)!;
      if (tables.byName.get(node.name.text) === from) found.push(`reads ${from}'s table ${node.name.text}`);
    }
    if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && node.tag.text === 'sql') {
      const raw = ts.isNoSubstitutionTemplateLiteral(node.template)
        ? node.template.text
        : [node.template.head.text, ...node.template.templateSpans.map((span) => span.literal.text)].join(' ');
      for (const match of raw.matchAll(/\b(?:from|join|into|update|exists\s*\(\s*select\s+1\s+from)\s+"?([a-z_]+)"?/gi)) {
        const owner = tables.bySqlName.get(match[1]);
        if (owner && owner !== own) found.push(`names ${owner}'s table ${match[1]} in SQL`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const tables = tablesOfModules();

describe('module tables', () => {
  it('finds the tables each module declares', () => {
    expect(tables.byName.get('orders')).toBe('checkout/orders');
    expect(tables.byName.get('orderLines')).toBe('checkout/orders');
    expect(tables.byName.get('payments')).toBe('checkout/payments');
    expect(tables.byName.get('refunds')).toBe('checkout/payments');
    expect(tables.byName.get('memberships')).toBe('account/memberships');
    expect(tables.bySqlName.get('order_lines')).toBe('checkout/orders');
  });

  it('catches a module that reads another module’s tables, however it reaches them', () => {
    const file = join(MODULES, 'account/memberships/memberships-repository.ts');
    const wrong = [
      `import { orderLines, orders as sold } from '../../checkout/orders/index.js';`,
      `import * as orderTables from '../../checkout/orders/schema.js';`,
      `import { refunds } from '../../../db/schema.js';`,
      `const lines = (db) => db.select().from(orderTables.orderLines);`,
      'const paid = sql`select 1 from payments where order_id = ${x}`;',
    ].join('\n');
    expect(foreignTableReads(file, wrong, tables)).toEqual([
      "imports checkout/orders's table orderLines",
      "imports checkout/orders's table orders",
      "imports server/db/schema (every module's tables)",
      "reads checkout/orders's table orderLines",
      "names checkout/payments's table payments in SQL",
    ]);
    // Its own tables, another module's index functions and a schema file's foreign keys are fine.
    const right = [`import { memberships } from './schema.js';`, `import { salesOf, lockOrder } from '../../checkout/orders/index.js';`].join('\n');
    expect(foreignTableReads(file, right, tables)).toEqual([]);
    expect(foreignTableReads(join(MODULES, 'account/memberships/schema.ts'), `import { orderLines } from '../../checkout/orders/index.js';`, tables)).toEqual(
      [],
    );
  });

  it('no module reads another module’s tables', () => {
    const reads = filesUnder(MODULES).flatMap((file) =>
      foreignTableReads(file, readFileSync(file, 'utf8'), tables).map((what) => `${relative(process.cwd(), file)} ${what}`),
    );
    expect(reads, 'ask the owning module through its index.ts instead').toEqual([]);
  });
});
