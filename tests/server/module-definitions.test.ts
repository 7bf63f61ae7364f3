/**
 * Every module (a folder under server/modules with an index.ts) exports one definition, named by its
 * folder, that server/app.ts registers: its plugin, and its routes when it has any.
 */
import { readdirSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CourtsideModule } from '../../server/lib/courtside-module.js';

const MODULES = join(process.cwd(), 'server/modules');

function moduleFolders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => (existsSync(join(dir, entry.name, 'index.ts')) ? [join(dir, entry.name)] : moduleFolders(join(dir, entry.name))));
}

const isDefinition = (value: unknown): value is CourtsideModule =>
  typeof value === 'object' && value !== null && typeof (value as CourtsideModule).name === 'string' && typeof (value as CourtsideModule).plugin === 'function';

describe('module definitions', () => {
  const folders = moduleFolders(MODULES);

  it('finds the modules, grouped by domain at any depth', () => {
    const names = folders.map((folder) => relative(MODULES, folder).split('\\').join('/'));
    expect(names).toEqual(expect.arrayContaining(['booking', 'checkout/orders', 'checkout/payments', 'account/memberships', 'settings/alert', 'venue']));
  });

  it.each(folders.map((folder) => [relative(MODULES, folder).split('\\').join('/'), folder]))(
    '%s exports one definition named by its folder',
    async (name, folder) => {
      const exported = (await import(pathToFileURL(join(folder, 'index.ts')).href)) as Record<string, unknown>;
      const definitions = Object.values(exported).filter(isDefinition);
      expect(definitions.map((definition) => definition.name)).toEqual([name]);
    },
  );
});
