import type { EditorConfig, ToolConstructable, ToolSettings } from '@editorjs/editorjs';
import { type RichTextDocument, type RichTextPreset, RICH_TEXT_TOOLS, type RichTextEditorHandle } from '@machines/shared';
import type { UploadedImage } from '@/lib/api/uploads-api';
import { editorMessages } from './editor-messages';
import { guardEditorEscape } from './escape-guard';

interface CreateEditorOptions {
  holder: HTMLElement;
  preset: RichTextPreset;
  value: RichTextDocument;
  onChange: () => void;
  /** Through the app's HTTP client (it adds the CSRF header). */
  uploadImage: (file: File) => Promise<UploadedImage>;
  /** The language on screen: Editor.js's own menus and tool names follow it. */
  locale: string;
}

const asTool = (tool: unknown) => tool as ToolConstructable;

/** The parts of @editorjs/list 2.x this file leans on. */
type ListToolClass = new (...args: never[]) => { renderSettings(): unknown; api: { i18n: { t(text: string): string } } };

/**
 * The list tool without its checklist style: a document may hold ordered and unordered lists only
 * (docs/rich-content.md), so the style menu offers those two (the toolbox entries are set below).
 */
function withoutChecklist(List: ListToolClass): ListToolClass {
  return class extends List {
    override renderSettings() {
      const items: unknown = super.renderSettings();
      if (!Array.isArray(items)) return items;
      const checklist = this.api.i18n.t('Checklist');
      return (items as { label?: string }[]).filter((item) => item.label !== checklist);
    }
  };
}

/**
 * Editor.js and the preset's tools, each imported here only (lazy chunks: a reader's page never
 * downloads them), configured as RICH_TEXT_TOOLS says.
 */
async function toolsFor(preset: RichTextPreset, uploadImage: CreateEditorOptions['uploadImage']) {
  const tools = RICH_TEXT_TOOLS[preset];
  const has = (block: string) => (tools.blocks as readonly string[]).includes(block);
  const inline = ['bold', 'italic', 'link', ...(tools.inline.includes('u') ? ['underline'] : []), ...(tools.inline.includes('mark') ? ['marker'] : [])];
  const [editor, header, list, quote, delimiter, underline, marker, image, embed, table, warning] = await Promise.all([
    import('@editorjs/editorjs'),
    import('@editorjs/header'),
    import('@editorjs/list'),
    has('quote') ? import('@editorjs/quote') : null,
    has('delimiter') ? import('@editorjs/delimiter') : null,
    tools.inline.includes('u') ? import('@editorjs/underline') : null,
    tools.inline.includes('mark') ? import('@editorjs/marker') : null,
    has('image') ? import('@editorjs/image') : null,
    has('embed') ? import('@editorjs/embed') : null,
    has('table') ? import('@editorjs/table') : null,
    has('warning') ? import('@editorjs/warning') : null,
  ]);
  const settings: Record<string, ToolSettings> = {
    header: { class: asTool(header.default), inlineToolbar: inline, config: { levels: [...tools.headerLevels], defaultLevel: tools.headerLevels[0] } },
    list: {
      class: asTool(withoutChecklist(list.default as unknown as ListToolClass)),
      inlineToolbar: inline,
      config: { defaultStyle: 'unordered', ...(tools.nestedLists ? {} : { maxLevel: 1 }) },
      // The tool's own first two entries (their icons kept); its third, Checklist, is left out.
      toolbox: [
        { title: 'Unordered List', data: { style: 'unordered' } },
        { title: 'Ordered List', data: { style: 'ordered' } },
      ],
    },
  };
  if (quote) settings.quote = { class: asTool(quote.default), inlineToolbar: inline };
  if (delimiter) settings.delimiter = { class: asTool(delimiter.default) };
  if (underline) settings.underline = { class: asTool(underline.default) };
  if (marker) settings.marker = { class: asTool(marker.default) };
  if (image) {
    settings.image = {
      class: asTool(image.default),
      config: {
        uploader: {
          uploadByFile: async (file: File) => {
            const uploaded = await uploadImage(file);
            return { success: 1, file: { url: uploaded.url, width: uploaded.width, height: uploaded.height } };
          },
          // Only our own uploads are allowed in a document: a pasted address is not fetched.
          uploadByUrl: async () => ({ success: 0 }),
        },
      },
    };
  }
  if (embed) settings.embed = { class: asTool(embed.default), config: { services: { youtube: true, vimeo: true } } };
  if (table) settings.table = { class: asTool(table.default), inlineToolbar: inline, config: { withHeadings: true } };
  if (warning) settings.warning = { class: asTool(warning.default), inlineToolbar: inline };
  return { EditorJS: editor.default, settings, inline };
}

/** One Editor.js instance in `holder`, ready. */
export async function createEditor(options: CreateEditorOptions): Promise<RichTextEditorHandle> {
  const { EditorJS, settings, inline } = await toolsFor(options.preset, options.uploadImage);
  const config: EditorConfig = {
    holder: options.holder,
    data: {
      blocks: options.value.blocks,
      ...(options.value.time === undefined ? {} : { time: options.value.time }),
      ...(options.value.version === undefined ? {} : { version: options.value.version }),
    },
    tools: settings,
    inlineToolbar: inline,
    minHeight: 80,
    onChange: () => options.onChange(),
  };
  const messages = editorMessages(options.locale);
  if (messages) config.i18n = { messages };
  // The holder is the field's own: whatever a failed attempt left in it goes.
  options.holder.replaceChildren();
  const editor = new EditorJS(config);
  try {
    await editor.isReady;
  } catch (error) {
    // A half-made editor is taken down before the field offers a retry.
    try {
      editor.destroy();
    } catch {
      // It may not have got far enough to destroy; the retry empties the holder anyway.
    }
    throw error;
  }
  const releaseEscape = guardEditorEscape(options.holder);
  let destroyed = false;
  return {
    save: async () => {
      const output = await editor.save();
      return {
        time: output.time,
        blocks: output.blocks.map(({ id, type, data }) => ({ ...(id ? { id } : {}), type, data: data as Record<string, unknown> })),
        version: output.version,
      };
    },
    destroy: () => {
      if (destroyed) return;
      destroyed = true;
      releaseEscape();
      editor.destroy();
    },
  };
}
