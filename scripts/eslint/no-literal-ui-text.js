// No user-visible text written into JSX: views take it from the catalogues (src/locales), so every word has its French.
// A local rule because eslint-plugin-i18next's no-literal-string reports nothing under ESLint 10 here
// (checked with a probe file); this one checks exactly what people read or hear: JSX text, string
// children, and the attributes people read or hear (labels, titles, placeholders, hints, alt text).

const LABELLING_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'title',
  'placeholder',
  'label',
  'hint',
  'validationMessage',
  'alt',
  'content',
  'header',
  'description',
]);
const hasWords = (text) => /\p{L}/u.test(text);

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'User-visible text in JSX must come from a catalogue (useT / Trans)' },
    schema: [],
    messages: { literal: 'User-visible text "{{text}}" is written into the view: give it an id in src/locales/<locale>/<domain>.json and use t(…).' },
  },
  create(context) {
    const report = (node, text) => context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
    const literalText = (node) => {
      if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
      if (node?.type === 'TemplateLiteral') return node.quasis.map((quasi) => quasi.value.cooked ?? '').join(' ');
      return null;
    };
    return {
      JSXText(node) {
        if (hasWords(node.value)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        if (node.parent.type !== 'JSXElement' && node.parent.type !== 'JSXFragment') return;
        const text = literalText(node.expression);
        if (text !== null && hasWords(text)) report(node, text);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : null;
        if (!name || !LABELLING_ATTRIBUTES.has(name) || !node.value) return;
        const text = node.value.type === 'JSXExpressionContainer' ? literalText(node.value.expression) : literalText(node.value);
        if (text !== null && hasWords(text)) report(node, text);
      },
    };
  },
};
