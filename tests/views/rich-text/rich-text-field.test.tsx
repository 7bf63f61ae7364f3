import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RichTextDocument } from '@machines/shared/rich-text';
import { switchLocale } from '@/i18n/catalogs';
import { RichTextField } from '@/lib/rich-text/rich-text-field';
import { renderWithApp } from './render-support';

// Editor.js is mocked where the field's actor imports it (the lazy chunk's boundary).
const editors = vi.hoisted(() => {
  interface FakeConfig {
    holder: HTMLElement;
    data: { blocks: unknown[] };
    tools: Record<string, { class: unknown; config?: Record<string, unknown>; inlineToolbar?: unknown }>;
    inlineToolbar: string[];
    i18n?: { messages: { toolNames?: Record<string, string>; blockTunes?: Record<string, Record<string, string>>; ui?: Record<string, unknown> } };
    onChange(): void;
  }
  const state = {
    instances: [] as FakeEditor[],
    failNextImport: false,
    saved: { time: 5, blocks: [{ id: 'a1', type: 'paragraph', data: { text: 'Typed' } }], version: '2.31.7' } as RichTextDocument,
  };
  class FakeEditor {
    isReady: Promise<void>;
    destroyed = false;
    constructor(readonly config: FakeConfig) {
      state.instances.push(this);
      const block = document.createElement('div');
      block.setAttribute('contenteditable', 'true');
      block.tabIndex = 0;
      block.textContent = JSON.stringify(config.data.blocks);
      config.holder.appendChild(block);
      // A load that fails (the chunk or the editor) rejects isReady, as Editor.js does.
      this.isReady = state.failNextImport ? Promise.reject(new Error('Failed to fetch dynamically imported module')) : Promise.resolve();
      state.failNextImport = false;
    }
    save = vi.fn(async () => state.saved);
    destroy = vi.fn(() => {
      this.destroyed = true;
      this.config.holder.replaceChildren();
    });
  }
  return { state, FakeEditor };
});

vi.mock('@editorjs/editorjs', () => ({ default: editors.FakeEditor }));
for (const tool of ['header', 'list', 'quote', 'delimiter', 'underline', 'marker', 'image', 'embed', 'table', 'warning']) {
  vi.doMock(`@editorjs/${tool}`, () => ({ default: class {} }));
}

const START: RichTextDocument = { blocks: [{ type: 'paragraph', data: { text: 'Start' } }] };

beforeEach(() => {
  editors.state.instances.length = 0;
  editors.state.failNextImport = false;
  vi.resetModules();
});

const liveEditors = () => editors.state.instances.filter((editor) => !editor.destroyed);

describe('RichTextField', () => {
  it('makes exactly one editor under StrictMode, labelled, and destroys it on unmount', async () => {
    const view = renderWithApp(
      <RichTextField label="Bio" preset="essential" value={START} onChange={() => {}} hint="What members read" required />,
      undefined,
      { strict: true },
    );
    const group = await screen.findByRole('group', { name: /Bio/ });
    await waitFor(() => expect(liveEditors()).toHaveLength(1));
    expect(editors.state.instances).toHaveLength(1);
    const [editor] = editors.state.instances;
    expect(editor.config.holder).toBe(group);
    expect(editor.config.data.blocks).toEqual(START.blocks);
    expect(group.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(group.getAttribute('aria-describedby')!.split(' ')[0])?.textContent).toBe('What members read');
    view.unmount();
    expect(editor.destroy).toHaveBeenCalledTimes(1);
  });

  it('configures the preset’s tools only', async () => {
    renderWithApp(<RichTextField label="Description" preset="minimal" value={null} onChange={() => {}} />);
    await waitFor(() => expect(editors.state.instances).toHaveLength(1));
    const { config } = editors.state.instances[0];
    expect(Object.keys(config.tools).sort()).toEqual(['header', 'list']);
    expect(config.tools.header.config).toMatchObject({ levels: [2, 3] });
    expect(config.tools.list.config).toMatchObject({ maxLevel: 1 });
    expect(config.inlineToolbar).toEqual(['bold', 'italic', 'link']);
    expect(config.data.blocks).toEqual([]);
  });

  it('gives the full preset its image tool, uploading through the app’s API', async () => {
    const { api } = renderWithApp(<RichTextField label="Body" preset="full" value={START} onChange={() => {}} />);
    await waitFor(() => expect(editors.state.instances).toHaveLength(1));
    const { tools, inlineToolbar } = editors.state.instances[0].config;
    expect(Object.keys(tools).sort()).toEqual(['delimiter', 'embed', 'header', 'image', 'list', 'marker', 'quote', 'table', 'underline', 'warning']);
    expect(inlineToolbar).toEqual(['bold', 'italic', 'link', 'underline', 'marker']);
    expect(tools.embed.config).toEqual({ services: { youtube: true, vimeo: true } });
    const uploader = tools.image.config!.uploader as { uploadByFile(file: File): Promise<unknown>; uploadByUrl(url: string): Promise<unknown> };
    const file = new File(['x'], 'court.png', { type: 'image/png' });
    await expect(uploader.uploadByFile(file)).resolves.toEqual({
      success: 1,
      file: { url: '/api/uploads/00000000-0000-4000-8000-000000000001', width: 800, height: 600 },
    });
    expect(api.uploads.image).toHaveBeenCalledWith(file);
    await expect(uploader.uploadByUrl('https://elsewhere.example/x.png')).resolves.toEqual({ success: 0 });
  });

  it('hands the saved document to onChange after each change', async () => {
    const onChange = vi.fn();
    renderWithApp(<RichTextField label="Bio" preset="essential" value={START} onChange={onChange} />);
    await waitFor(() => expect(editors.state.instances).toHaveLength(1));
    await screen.findByRole('group', { name: 'Bio' });
    const [editor] = editors.state.instances;
    act(() => editor.config.onChange());
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(editors.state.saved));
    expect(editor.save).toHaveBeenCalledTimes(1);
  });

  it('speaks the language on screen: Editor.js’s own menus and tool names in French, none given in English', async () => {
    const english = renderWithApp(<RichTextField label="Bio" preset="essential" value={START} onChange={() => {}} />);
    await waitFor(() => expect(editors.state.instances).toHaveLength(1));
    expect(editors.state.instances[0].config.i18n).toBeUndefined();
    english.unmount();
    await act(() => switchLocale('fr-CA'));
    try {
      renderWithApp(<RichTextField label="Biographie" preset="essential" value={START} onChange={() => {}} />);
      await waitFor(() => expect(editors.state.instances).toHaveLength(2));
      const messages = editors.state.instances[1].config.i18n?.messages;
      expect(messages?.toolNames).toMatchObject({ Text: 'Texte', Heading: 'Titre', 'Unordered List': 'Liste à puces', Quote: 'Citation', Link: 'Lien' });
      expect(messages?.blockTunes?.delete).toMatchObject({ Delete: 'Supprimer' });
      expect(messages?.ui).toMatchObject({ toolbar: { toolbox: { Add: 'Ajouter' } } });
    } finally {
      await act(() => switchLocale('en-CA'));
    }
  });

  it('is reachable with the keyboard', async () => {
    renderWithApp(<RichTextField label="Bio" preset="essential" value={START} onChange={() => {}} />);
    const group = await screen.findByRole('group', { name: 'Bio' });
    await waitFor(() => expect(group.querySelector('[contenteditable]')).not.toBeNull());
    await userEvent.tab();
    expect(group.contains(document.activeElement)).toBe(true);
  });

  it('shows the field’s error', async () => {
    renderWithApp(
      <RichTextField label="Bio" preset="essential" value={START} onChange={() => {}} error="Block 2 of the text uses a tool this field does not allow." />,
    );
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Block 2 of the text uses a tool this field does not allow.');
  });

  it('says when the editor cannot load, and loads it on retry', async () => {
    editors.state.failNextImport = true;
    renderWithApp(<RichTextField label="Bio" preset="essential" value={START} onChange={() => {}} />);
    expect(await screen.findByText('The editor could not be loaded. Check your connection and try again.')).toBeTruthy();
    expect(liveEditors()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(liveEditors()).toHaveLength(1));
    expect(screen.queryByText('The editor could not be loaded. Check your connection and try again.')).toBeNull();
  });
});
