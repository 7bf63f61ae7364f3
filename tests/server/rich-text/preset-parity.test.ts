/**
 * The SPA's editor offers a preset's tools from machines/shared/rich-text.ts; the server accepts them
 * by server/lib/rich-text/validate.ts. The two programs share nothing but HTTP, so each keeps its
 * table: this test keeps them the same, so the editor never offers what the server would refuse.
 */
import { describe, expect, it } from 'vitest';
import { RICH_TEXT_TOOLS as SPA_TOOLS } from '../../../machines/shared/rich-text.js';
import { RICH_TEXT_TOOLS as SERVER_TOOLS } from '../../../server/lib/rich-text/validate.js';

describe('rich-text presets', () => {
  it.each(['minimal', 'essential', 'full'] as const)('%s: the editor offers exactly what the server accepts', (preset) => {
    const shape = (tools: (typeof SPA_TOOLS)[typeof preset]) => ({
      blocks: [...tools.blocks].sort(),
      headerLevels: [...tools.headerLevels].sort(),
      nestedLists: tools.nestedLists,
      inline: [...tools.inline].sort(),
    });
    expect(shape(SPA_TOOLS[preset])).toEqual(shape(SERVER_TOOLS[preset]));
  });
});
