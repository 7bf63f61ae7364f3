import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RichTextBlock } from '@machines/shared/rich-text';
import { RichTextView } from '@/lib/rich-text/rich-text-view';
import { renderWithApp } from './render-support';

const UPLOAD = '/api/uploads/0f8fad5b-d9cb-469f-a165-70867728950e';
const show = (...blocks: RichTextBlock[]) => renderWithApp(<RichTextView value={{ time: 1, blocks, version: '2.31.7' }} />);
const paragraph = (text: string): RichTextBlock => ({ type: 'paragraph', data: { text } });

describe('RichTextView blocks', () => {
  it('draws paragraphs and headers of levels 2 to 4', () => {
    show(
      paragraph('Hello courts'),
      { type: 'header', data: { text: 'Two', level: 2 } },
      { type: 'header', data: { text: 'Three', level: 3 } },
      { type: 'header', data: { text: 'Four', level: 4 } },
    );
    expect(screen.getByText('Hello courts').tagName).toBe('P');
    expect(screen.getByRole('heading', { level: 2, name: 'Two' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Three' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 4, name: 'Four' })).toBeTruthy();
  });

  it('keeps a heading level outside 2–4 inside it (no h1 in a coach bio)', () => {
    show({ type: 'header', data: { text: 'Big', level: 1 } }, { type: 'header', data: { text: 'Small', level: 6 } });
    expect(screen.getByRole('heading', { level: 2, name: 'Big' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 4, name: 'Small' })).toBeTruthy();
  });

  it('draws unordered, ordered and nested lists (2.x items and 1.x strings)', () => {
    const { container } = show(
      { type: 'list', data: { style: 'unordered', items: ['Dinks', 'Drives'] } },
      {
        type: 'list',
        data: {
          style: 'ordered',
          meta: { start: 3, counterType: 'upper-roman' },
          items: [
            { content: 'Serve', meta: {}, items: [{ content: '<b>Deep</b>', meta: {}, items: [] }] },
            { content: 'Return', meta: {}, items: [] },
          ],
        },
      },
    );
    const [ul, ol] = [container.querySelector('ul'), container.querySelector('ol')];
    expect(
      within(ul!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Dinks', 'Drives']);
    expect(ol!.getAttribute('start')).toBe('3');
    expect(ol!.style.listStyleType).toBe('upper-roman');
    const nested = ol!.querySelector('li ol');
    expect(nested?.textContent).toBe('Deep');
    expect(nested?.querySelector('b')?.textContent).toBe('Deep');
  });

  it('draws a quote with its caption', () => {
    const { container } = show({ type: 'quote', data: { text: 'Keep the ball low.', caption: 'Coach Ana', alignment: 'left' } });
    expect(container.querySelector('blockquote')?.textContent).toBe('Keep the ball low.');
    expect(container.querySelector('figcaption')?.textContent).toBe('Coach Ana');
  });

  it('draws a delimiter as a separator', () => {
    show(paragraph('Above'), { type: 'delimiter', data: {} }, paragraph('Below'));
    expect(screen.getByRole('separator')).toBeTruthy();
  });

  it('draws an uploaded image with its caption as alt text, and no image from elsewhere', () => {
    show(
      { type: 'image', data: { file: { url: UPLOAD }, caption: 'The <i>new</i> courts', withBorder: false, stretched: false, withBackground: false } },
      { type: 'image', data: { file: { url: 'https://evil.example/x.png' }, caption: 'Elsewhere' } },
      { type: 'image', data: { file: { url: '/api/uploads/../../x' }, caption: 'Climbing' } },
    );
    const images = screen.getAllByRole('img');
    expect(images).toHaveLength(1);
    expect(images[0].getAttribute('src')).toBe(UPLOAD);
    expect(images[0].getAttribute('alt')).toBe('The new courts');
    expect(screen.queryByText('Elsewhere')).toBeNull();
  });

  it('embeds YouTube and Vimeo players only, each with a title', () => {
    const { container } = show(
      {
        type: 'embed',
        data: { service: 'youtube', source: 'https://www.youtube.com/watch?v=abc123', embed: 'https://www.youtube.com/embed/abc123', caption: '' },
      },
      { type: 'embed', data: { service: 'vimeo', source: 'https://vimeo.com/42', embed: 'https://player.vimeo.com/video/42', caption: 'Our <b>clinic</b>' } },
      { type: 'embed', data: { service: 'youtube', source: 'https://www.youtube.com/watch?v=x', embed: 'https://evil.example/embed/x' } },
      { type: 'embed', data: { service: 'twitter', source: 'https://twitter.com/x', embed: 'https://twitter.com/x' } },
      { type: 'embed', data: { service: 'youtube', source: 'x', embed: 'javascript:alert(1)' } },
    );
    const frames = [...container.querySelectorAll('iframe')];
    expect(frames.map((frame) => frame.getAttribute('src'))).toEqual(['https://www.youtube.com/embed/abc123', 'https://player.vimeo.com/video/42']);
    expect(frames.map((frame) => frame.getAttribute('title'))).toEqual(['Video on YouTube', 'Our clinic']);
  });

  it('draws a table with column headings, and without', () => {
    const { container } = show(
      {
        type: 'table',
        data: {
          withHeadings: true,
          content: [
            ['Day', 'Time'],
            ['Monday', '<b>6 pm</b>'],
          ],
        },
      },
      { type: 'table', data: { withHeadings: false, content: [['a', 'b']] } },
    );
    const [first, second] = [...container.querySelectorAll('table')];
    expect([...first.querySelectorAll('th[scope="col"]')].map((th) => th.textContent)).toEqual(['Day', 'Time']);
    expect([...first.querySelectorAll('tbody td')].map((td) => td.textContent)).toEqual(['Monday', '6 pm']);
    expect(first.querySelector('tbody b')?.textContent).toBe('6 pm');
    expect(second.querySelector('th')).toBeNull();
    expect(second.querySelectorAll('td')).toHaveLength(2);
  });

  it('draws a warning as a note with its title and message', () => {
    show({ type: 'warning', data: { title: 'Heads up', message: 'Bring <i>indoor</i> shoes.' } });
    const note = screen.getByRole('note');
    expect(note.textContent).toBe('Heads upBring indoor shoes.');
    expect(within(note).getByText('Heads up').tagName).toBe('STRONG');
  });

  it('skips unknown blocks and draws nothing for an empty document', () => {
    const { container } = show({ type: 'raw', data: { html: '<script>alert(1)</script>' } }, paragraph('Still here'));
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText('Still here')).toBeTruthy();
    const empty = renderWithApp(<RichTextView value={{ blocks: [] }} />);
    expect(empty.container.textContent).toBe('');
    const none = renderWithApp(<RichTextView value={null} />);
    expect(none.container.textContent).toBe('');
  });
});

describe('RichTextView inline markup', () => {
  const inline = (html: string) => show(paragraph(html)).container.querySelector('p')!;

  it('keeps b, strong, i, em, u, mark and br as elements', () => {
    const p = inline('<b>b</b><strong>s</strong><i>i</i><em>e</em><u>u</u><mark class="cdx-marker">m</mark>x<br>y');
    expect([...p.children].map((child) => child.tagName)).toEqual(['B', 'B', 'I', 'I', 'U', 'MARK', 'BR']);
    expect(p.querySelector('mark')?.getAttribute('class')).toBeNull();
    expect(p.textContent).toBe('bsieumxy');
  });

  it('keeps links to https, mailto, tel and a site path', () => {
    const p = inline(
      '<a href="https://pickleball.ca">A</a> <a href="mailto:hi@example.com">B</a> <a href="tel:+1 416 555 0100">C</a> <a href="/coaches">D</a>',
    );
    expect([...p.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'https://pickleball.ca',
      'mailto:hi@example.com',
      'tel:+1 416 555 0100',
      '/coaches',
    ]);
  });

  it('turns javascript:, data:, http: and protocol-relative links into their words', () => {
    const p = inline(
      '<a href="javascript:alert(1)">one</a> <a href=" JaVaScRiPt:alert(1)">two</a> <a href="data:text/html,<script>alert(1)</script>">three</a> <a href="http://x.example">four</a> <a href="//evil.example">five</a> <a>six</a>',
    );
    expect(p.querySelector('a')).toBeNull();
    expect(p.textContent).toBe('one two three four five six');
  });

  it('never renders a script, and drops event handlers and styles', () => {
    const p = inline(
      'Hi<script>window.hacked = true</script> <img src=x onerror="window.hacked = true"><b onclick="window.hacked = true" style="color:red">bold</b><style>p{}</style><iframe src="https://evil.example"></iframe>',
    );
    expect(p.querySelector('script, img, style, iframe')).toBeNull();
    expect(p.querySelector('b')?.attributes).toHaveLength(0);
    expect(p.textContent).toBe('Hi bold');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('keeps the words of other tags and reads entities as text', () => {
    const p = inline('<span class="x"><div>Fish &amp; chips &lt;b&gt;</div></span> <font color="red">red</font>');
    expect(p.querySelector('span, div, font, b')).toBeNull();
    expect(p.textContent).toBe('Fish & chips <b> red');
  });

  it('nests allowed tags inside each other', () => {
    const p = inline('<b><i>both <a href="https://x.example"><u>link</u></a></i></b>');
    expect(p.querySelector('b > i > a > u')?.textContent).toBe('link');
  });
});
