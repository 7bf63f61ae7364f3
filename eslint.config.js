// The house rules, checked in CI (`npm run lint`): docs/architecture.md explains the layers and why.
import { existsSync, readdirSync, statSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import noLiteralUiText from './scripts/eslint/no-literal-ui-text.js';

const foldersIn = (dir) =>
  existsSync(new URL(dir, import.meta.url))
    ? readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

/**
 * One zone per folder: it may import its own files and a sibling only through the sibling's
 * public `index.ts` (bulletproof-react's import/no-restricted-paths zones, plus a public entry).
 */
const siblingsOnlyThroughIndex = (parent, message) =>
  foldersIn(parent).map((name) => ({
    target: `${parent}/${name}`,
    from: parent,
    except: [
      `./${name}`,
      ...foldersIn(parent)
        .filter((other) => other !== name)
        .map((other) => `./${other}/index.ts`),
    ],
    message,
  }));

const entriesIn = (dir) => (existsSync(new URL(dir, import.meta.url)) ? readdirSync(new URL(dir, import.meta.url), { withFileTypes: true }) : []);
const isModule = (path) => existsSync(new URL(`${path}/index.ts`, import.meta.url));

/**
 * The server's modules: every folder under server/modules holding an index.ts, at any depth
 * (booking, checkout/orders, settings/alert …); a folder without one only groups modules.
 */
const modulesUnder = (dir) =>
  foldersIn(dir).flatMap((name) => {
    const path = `${dir}/${name}`;
    return [...(isModule(path) ? [path] : []), ...modulesUnder(path)];
  });

const SERVER_MODULE_PATHS = modulesUnder('./server/modules');
/** A path under server/modules as zones' `except` reads it: `./booking`, `./checkout/orders` … */
const underModules = (path) => `.${path.slice('./server/modules'.length)}`;

const holdsModules = (path) => SERVER_MODULE_PATHS.some((other) => other.startsWith(`${path}/`));

/** A module's own files and folders: its folder, less any module nested in it. */
const ownPaths = (folder) =>
  !holdsModules(folder)
    ? [folder]
    : entriesIn(folder).flatMap((entry) => {
        const path = `${folder}/${entry.name}`;
        return !entry.isDirectory() ? [path] : isModule(path) ? [] : ownPaths(path);
      });

/** A module's tables live in schema.ts (or a *-schema.ts beside it); server/db/schema.ts gathers them for drizzle-kit. */
const isSchemaFile = (path) => /(^|\/|-)schema\.ts$/.test(path);
const schemaFilesUnder = (dir) =>
  entriesIn(dir).flatMap((entry) =>
    entry.isDirectory() ? schemaFilesUnder(`${dir}/${entry.name}`) : isSchemaFile(entry.name) ? [`${dir}/${entry.name}`] : [],
  );

const isFolder = (path) => statSync(new URL(path, import.meta.url)).isDirectory();

/**
 * Two zones per module. Its files import their own module freely and any other module only through
 * that module's index.ts; its schema files may also import another module's schema files, for a
 * foreign key (the only way a table crosses a module line: index.ts exports functions, not tables).
 */
const serverModulesOnlyThroughIndex = (message) =>
  SERVER_MODULE_PATHS.flatMap((module) => {
    const own = ownPaths(module);
    const others = SERVER_MODULE_PATHS.filter((other) => other !== module);
    const except = [...own, ...others.map((other) => `${other}/index.ts`)];
    return [
      {
        target: own.flatMap((path) => (isFolder(path) ? [`${path}/**/!(schema|*-schema).ts`] : isSchemaFile(path) ? [] : [path])),
        from: './server/modules',
        except: except.map(underModules),
        message,
      },
      {
        target: own.flatMap((path) => (isFolder(path) ? [`${path}/**/@(schema|*-schema).ts`] : isSchemaFile(path) ? [path] : [])),
        from: './server/modules',
        except: [
          ...except,
          ...others.flatMap((other) => schemaFilesUnder(other).filter((file) => ownPaths(other).some((path) => file === path || file.startsWith(`${path}/`)))),
        ].map(underModules),
        message: `${message} A schema file may import another module’s schema file, for a foreign key.`,
      },
    ].filter((zone) => zone.target.length > 0);
  });

const boundaries = [
  // SPA: lib → features → app, one way.
  { target: './src/lib', from: ['./src/features', './src/app'], message: 'src/lib sits below every feature and the shell.' },
  { target: './src/features', from: './src/app', message: 'Features never import the shell; reach the app’s actors through @/lib/actors.' },
  {
    // The shell composes features from their manifests (routes, menus, API) and their public entries.
    target: './src/app',
    from: './src/features',
    except: foldersIn('./src/features').flatMap((name) => [`./${name}/manifest.ts`, `./${name}/index.ts`]),
    message: 'The shell reaches a feature only through its manifest.ts (or its index.ts).',
  },
  ...siblingsOnlyThroughIndex('./src/features', 'A feature imports another only through its index.ts.'),
  { target: './src/theme', from: ['./src/features', './src/app', './src/lib'], message: 'The theme depends on nothing else in src/.' },
  {
    target: './src/i18n',
    from: ['./src/features', './src/app', './src/lib', './src/ssr'],
    message: 'src/i18n (languages, catalogues, translate) sits below everything in the SPA.',
  },
  // Machines are pure statecharts: nothing from the SPA or the API.
  { target: './machines', from: ['./src', './server'], message: 'Machines import nothing from src/ or server/; effects come in through .provide().' },
  {
    // The SPA uses a machine domain as other domains do, through its public entry, so its files can move freely.
    target: './src',
    from: './machines',
    except: foldersIn('./machines').map((name) => `./${name}/index.ts`),
    message: 'src/ imports a machine domain only through its index.ts (@machines/<domain>).',
  },
  ...siblingsOnlyThroughIndex('./machines', 'A machine domain imports another only through its index.ts.').map((zone) => ({
    ...zone,
    // machines/shared holds the vocabulary every domain speaks (API errors, shapes).
    except: [...new Set([...zone.except, './shared'])],
  })),
  // The browser never imports the API and the API never imports the browser.
  { target: ['./src', './machines'], from: './server', message: 'The SPA talks to the API over HTTP only.' },
  { target: './server', from: ['./src', './machines'], message: 'The API does not import SPA code.' },
  // The typed client a venue's integrations copy: it knows the API only through its generated map.
  { target: './api-client', from: ['./src', './server', './machines'], message: 'api-client/ stands alone: it reads the API through openapi.d.ts only.' },
  // Server: modules talk through each other's index.ts; lib knows no module.
  ...serverModulesOnlyThroughIndex('A server module imports another only through its index.ts.'),
  { target: './server/lib', from: ['./server/modules', './server/plugins'], message: 'server/lib is generic: it imports no module or plugin.' },
  {
    target: ['./server/plugins', './server/db'],
    from: './server/modules',
    except: [...SERVER_MODULE_PATHS.map((module) => `${module}/index.ts`), ...schemaFilesUnder('./server/modules')].map(underModules),
    message: 'Cross-cutting plugins use a module through its index.ts.',
  },
];

/**
 * SQL only in repositories: a server file that is not a *-repository.ts issues no query. The query
 * methods are recognised on the names the house gives a database handle (db, tx, a nested
 * transaction's savepoint, anything's .db), so Map.delete or a route's request.query stay legal;
 * services still open transactions (db.transaction) and pass them to repositories.
 */
const DB_HANDLE = '/^(db|tx|savepoint)$/';
const QUERY_METHOD = '/^(select|selectDistinct|selectDistinctOn|insert|update|delete|execute|with|\\$count)$/';
const SQL_ONLY_IN_REPOSITORIES = 'SQL lives only in *-repository.ts files (docs/architecture.md): move the query into the module’s repository and call it.';
const sqlOutsideRepositories = [
  `CallExpression[callee.object.type='Identifier'][callee.object.name=${DB_HANDLE}][callee.property.name=${QUERY_METHOD}]`,
  `CallExpression[callee.object.type='MemberExpression'][callee.object.property.name=${DB_HANDLE}][callee.property.name=${QUERY_METHOD}]`,
  `CallExpression[callee.object.type='LogicalExpression'][callee.object.left.name=${DB_HANDLE}][callee.property.name=${QUERY_METHOD}]`,
  `MemberExpression[object.name=${DB_HANDLE}][property.name='query']`,
  `MemberExpression[object.property.name=${DB_HANDLE}][property.name='query']`,
  "TaggedTemplateExpression[tag.name='sql']",
].map((selector) => ({ selector, message: SQL_ONLY_IN_REPOSITORIES }));

// Every view is worded from the catalogues (src/locales), so every word has its French: no user-visible text in JSX.
const LOCALIZED_VIEWS = ['src/**/*.tsx'];

export default tseslint.config(
  { ignores: ['dist/**', '.dist-builds/**', 'node_modules/**', 'server/db/migrations/**', 'coverage/**', '*.config.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      // public/ holds plain browser scripts copied into the build as they are (no tsconfig project).
      parserOptions: { projectService: { allowDefaultProject: ['public/*.js', 'scripts/eslint/*.js'] }, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Off because Fastify handlers and hooks are async by contract (they return the answer) and a
      // machine's placeholder actor is an async function that throws until the app provides it.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    // No user-visible text written into JSX; it comes from the catalogues (src/locales).
    files: LOCALIZED_VIEWS,
    plugins: { courtside: { rules: { 'no-literal-ui-text': noLiteralUiText } } },
    rules: { 'courtside/no-literal-ui-text': 'error' },
  },
  {
    // Fluent's MessageBarTitle holds its trailing space in CSS only, so its text runs into the next
    // sentence ("Not saved.Check the fields marked below."): use MessageTitle, which adds a real one.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/message-title.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@fluentui/react-components',
              importNames: ['MessageBarTitle'],
              message: 'Use MessageTitle from @/lib/message-title: it adds the space the title needs.',
            },
          ],
        },
      ],
    },
  },
  {
    // Lint rules are plain JS over ESLint's untyped AST nodes.
    files: ['scripts/eslint/*.js'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react/*', '@xstate/react', '@fluentui/*', 'wouter', 'wouter/*'],
              message: 'Machines hold no React: views subscribe to them.',
            },
            { group: ['axios', 'axios/*'], message: 'Machines do no I/O: the app provides the actors that call the API.' },
            { group: ['@/*'], message: 'Machines import nothing from src/.' },
          ],
        },
      ],
    },
  },
  {
    // SQL only in repositories (see sqlOutsideRepositories). Allowed elsewhere, each for a reason: table
    // definitions (schema files and the column builders they share) use sql for defaults and checks;
    // server/db opens the connection and migrates; server/seed writes the demo venue across every
    // module's tables; sql-any.ts is a fragment only repositories use.
    files: ['server/**/*.ts'],
    ignores: ['**/*-repository.ts', '**/schema.ts', '**/*-schema.ts', 'server/lib/table-columns.ts', 'server/lib/sql-any.ts', 'server/db/**', 'server/seed/**'],
    rules: {
      // Types (a Database, an SQL fragment's type) are fine; sql, the operators and the query builders are not.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', allowTypeImports: true, message: SQL_ONLY_IN_REPOSITORIES }],
          patterns: [{ group: ['drizzle-orm/*'], allowTypeImports: true, message: SQL_ONLY_IN_REPOSITORIES }],
        },
      ],
      'no-restricted-syntax': ['error', ...sqlOutsideRepositories],
    },
  },
  {
    // Tests may import anything and reach into internals; the boundaries do not apply.
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': 'off',
      // Off in tests only: they read answers as untyped JSON (`inject().json()`) and assert on their fields.
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
);
