/**
 * The SPA reaches machines only through each domain's index.ts (eslint.config.js, docs/architecture.md),
 * as machine domains reach each other. Code is linted as if it were written into a real checkout view.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ZONES = 'import-x/no-restricted-paths';

// Only the zones, without type information: the rule reads paths, and a typed parse would take a minute.
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
  ruleFilter: ({ ruleId }) => ruleId === ZONES,
});

const VIEW = 'src/features/checkout/checkout-order.tsx';

/** The rules that report `code` written at `filePath`, one entry per report. */
async function rulesBroken(filePath: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((message) => message.ruleId);
}

describe('src/ uses machines only through their index.ts', () => {
  it(`${ZONES}: a feature importing '@machines/checkout/order-shapes' fails`, async () => {
    expect(await rulesBroken(VIEW, `import type { Order } from '@machines/checkout/order-shapes';\nexport let shown: Order | null = null;\n`)).toEqual([ZONES]);
  });

  it(`${ZONES}: the same file reached by a relative path fails too`, async () => {
    expect(
      await rulesBroken(VIEW, `import { purchaseMachine } from '../../../machines/checkout/purchase.machine';\nexport const flow = purchaseMachine;\n`),
    ).toEqual([ZONES]);
  });

  it(`${ZONES}: importing '@machines/checkout' passes`, async () => {
    expect(
      await rulesBroken(
        VIEW,
        `import { purchaseMachine, type Order } from '@machines/checkout';\nexport const flow = purchaseMachine;\nexport let shown: Order | null = null;\n`,
      ),
    ).toEqual([]);
  });
});
