import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe in the page (evaluate is not subject to the page's CSP) and answers serious and critical violations. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  // A dialog still fading in has half-transparent text: let finite animations and transitions end first
  // (a spinner's endless one is left alone), so contrast is measured on what people read.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: object, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    // Fluent's focus manager (Tabster) adds aria-hidden sentinel <i tabindex=0 data-tabster-dummy> at
    // the edges of groups; they pass focus straight on and are never read. Everything else is checked.
    const result = await axe.run({ include: [['html']], exclude: [['[data-tabster-dummy]']] }, { resultTypes: ['violations'] });
    return result.violations;
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

export const describeViolations = (violations: AxeViolation[]) =>
  violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`).join('\n');
