/** The three toolbar presets of the rich-text field (server/lib/rich-text/document.ts mirrored). */
export type RichTextPreset = 'minimal' | 'essential' | 'full';

/** One Editor.js block as stored: its tool's type and that tool's data. */
export interface RichTextBlock {
  id?: string;
  type: string;
  data: Record<string, unknown>;
}

/** Editor.js output, as saved by the editor and stored after validation against a preset. */
export interface RichTextDocument {
  time?: number;
  blocks: RichTextBlock[];
  version?: string;
}

type RichTextBlockType = 'paragraph' | 'header' | 'list' | 'quote' | 'delimiter' | 'image' | 'embed' | 'table' | 'warning';
export type InlineTag = 'b' | 'i' | 'a' | 'u' | 'mark' | 'br';

interface RichTextTools {
  /** The Editor.js tools (block types) the preset offers. */
  blocks: readonly RichTextBlockType[];
  headerLevels: readonly number[];
  nestedLists: boolean;
  /** Inline markup the preset's text may carry. */
  inline: readonly InlineTag[];
}

const minimal: RichTextTools = {
  blocks: ['paragraph', 'header', 'list'],
  headerLevels: [2, 3],
  nestedLists: false,
  inline: ['b', 'i', 'a', 'br'],
};
const essential: RichTextTools = {
  blocks: [...minimal.blocks, 'quote', 'delimiter'],
  headerLevels: [2, 3, 4],
  nestedLists: true,
  inline: [...minimal.inline, 'u', 'mark'],
};

/** The tools of each preset: mirrors RICH_TEXT_TOOLS in server/lib/rich-text/validate.ts. */
export const RICH_TEXT_TOOLS: Record<RichTextPreset, RichTextTools> = {
  minimal,
  essential,
  full: { ...essential, blocks: [...essential.blocks, 'image', 'embed', 'table', 'warning'] },
};

/** A document with no blocks (a new field). */
export const EMPTY_RICH_TEXT: RichTextDocument = { blocks: [] };
