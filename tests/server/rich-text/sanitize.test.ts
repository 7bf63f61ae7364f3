/**
 * The inline allow-list (sanitize-html): b, strong→b, i, em→i, u, mark, br and a[href] with https:,
 * mailto:, tel: or a site path. Scripts, event handlers, styles, javascript: and data: links and
 * every other tag are stripped (the words stay); entities stay entities. Minimal drops u and mark.
 */
import { describe, expect, it } from 'vitest';
import { validateRichText } from '../../../server/lib/rich-text/validate.js';
import type { RichTextPreset } from '../../../server/lib/rich-text/document.js';

const clean = (html: string, preset: RichTextPreset = 'essential') =>
  validateRichText({ blocks: [{ type: 'paragraph', data: { text: html } }] }, preset).blocks[0].data.text;

describe('the sanitiser', () => {
  it('removes a script and its content', () => {
    expect(clean('Hi<script>alert("x")</script> there')).toBe('Hi there');
    expect(clean('<SCRIPT src="https://evil.example/x.js"></SCRIPT>ok')).toBe('ok');
  });

  it('removes event handlers', () => {
    expect(clean('<img src="x" onerror="alert(1)">after')).toBe('after');
    expect(clean('<b onclick="alert(1)" onmouseover="x()">bold</b>')).toBe('<b>bold</b>');
    expect(clean('<a href="https://example.com" onclick="steal()">go</a>')).toBe('<a href="https://example.com">go</a>');
  });

  it('unlinks javascript: and data: links, keeping the words', () => {
    expect(clean('<a href="javascript:alert(1)">click</a>')).toBe('click');
    expect(clean('<a href="JaVaScRiPt:alert(1)">click</a>')).toBe('click');
    expect(clean('<a href=" javascript:alert(1)">click</a>')).toBe('click');
    expect(clean('<a href="java&#x09;script:alert(1)">click</a>')).toBe('click');
    expect(clean('<a href="javascript&colon;alert(1)">click</a>')).toBe('click');
    expect(clean('<a href="data:text/html;base64,PHNjcmlwdD4=">click</a>')).toBe('click');
    expect(clean('<a href="vbscript:msgbox(1)">click</a>')).toBe('click');
  });

  it('unlinks http:, protocol-relative and page-relative addresses', () => {
    expect(clean('<a href="http://example.com">plain</a>')).toBe('plain');
    expect(clean('<a href="//evil.example/x">proto</a>')).toBe('proto');
    expect(clean('<a href="/\\evil.example">slash</a>')).toBe('slash');
    expect(clean('<a href="page.html">rel</a>')).toBe('rel');
    expect(clean('<a>no address</a>')).toBe('no address');
  });

  it('keeps https, mailto, tel and site paths, and only href', () => {
    expect(clean('<a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="x" title="t">ok</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2">ok</a>',
    );
    expect(clean('<a href="mailto:coach@example.com">mail</a>')).toBe('<a href="mailto:coach@example.com">mail</a>');
    expect(clean('<a href="tel:+1-613-555-0100">call</a>')).toBe('<a href="tel:+1-613-555-0100">call</a>');
    expect(clean('<a href="/coaches">coaches</a>')).toBe('<a href="/coaches">coaches</a>');
  });

  it('removes styles and classes', () => {
    expect(clean('<style>b{color:red}</style><span style="color:red">red</span>')).toBe('red');
    expect(clean('<mark class="cdx-marker" style="background:red">hi</mark>')).toBe('<mark>hi</mark>');
    expect(clean('<u class="cdx-underline">under</u>')).toBe('<u>under</u>');
  });

  it('turns strong and em into b and i, and keeps br', () => {
    expect(clean('<strong>s</strong> <em>e</em><br>next<br/>')).toBe('<b>s</b> <i>e</i><br />next<br />');
  });

  it('unwraps nested disallowed tags and keeps the allowed ones inside', () => {
    expect(clean('<div><p>one <span><b>two <i>three</i></b></span></p></div>')).toBe('one <b>two <i>three</i></b>');
    expect(clean('<b><iframe src="https://evil.example"></iframe>x</b>')).toBe('<b>x</b>');
    expect(clean('<svg><script>alert(1)</script><a href="https://x.example">y</a></svg>')).toBe('<a href="https://x.example">y</a>');
  });

  it('keeps entities as entities and never decodes them into tags', () => {
    expect(clean('Tom &amp; Jerry &lt;3')).toBe('Tom &amp; Jerry &lt;3');
    expect(clean('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(clean('5 &gt; 3 &quot;quoted&quot;')).toBe('5 &gt; 3 "quoted"');
    expect(clean('a&nbsp;b')).toBe('a\u00a0b');
  });

  it('drops underline and marker in minimal', () => {
    expect(clean('<u>u</u> <mark>m</mark> <b>b</b> <i>i</i> <a href="/x">a</a>', 'minimal')).toBe('u m <b>b</b> <i>i</i> <a href="/x">a</a>');
  });
});
