/** The three toolbar presets of the rich-text field (what tools a field allows). */
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
