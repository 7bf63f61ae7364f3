/** A rich-text document as Editor.js saves it: its blocks (anything else it stamps is left aside). */
const isRichText = (value: unknown): value is { blocks: { type: string; data: unknown }[] } =>
  typeof value === 'object' && value !== null && Array.isArray((value as { blocks?: unknown }).blocks);

/** Object keys in one order, so two equal values read the same whichever order their keys were set in. */
function ordered(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(ordered);
  if (typeof value !== 'object' || value === null) return value;
  if (isRichText(value)) return value.blocks.map(({ type, data }) => ordered({ type, data }));
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, ordered((value as Record<string, unknown>)[key])]),
  );
}

/**
 * A form's values as one string, kept when a dialog opens and compared when it closes: a different
 * string means closing would lose the owner's changes (the dialog asks first). Rich text counts by
 * what it says, its blocks' types and data: Editor.js stamps a new `time` on every save and may add
 * its `version` and block ids.
 */
export const formSnapshot = (value: unknown): string => JSON.stringify(ordered(value));
