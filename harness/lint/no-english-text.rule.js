/**
 * `i18n/no-english-text`: the store's screens say nothing in English that is written in the code (docs/product-spec.md
 * §18.2): every text a shopper reads or hears comes from the message catalogues (ui/i18n/catalog/, #ui-messages), so
 * the Hindi store has its Hindi. It reports, in JSX, text with a Latin word, a string (or template) written as a
 * child, and a literal string given to a prop a shopper reads or hears (aria-label, title, placeholder, alt, label...).
 */

/** A word in Latin letters: two letters or more ('OK', 'kg', 'Add to cart'). */
const LATIN_WORD = /[A-Za-z]{2,}/;

/** The props whose text a shopper reads or a screen reader says. */
const READ_PROPS = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'title',
  'placeholder',
  'alt',
  'label',
  'closeLabel',
  'heading',
]);

/** The written strings an expression can evaluate to (a conditional's branches, a fallback's right side). */
function writtenStrings(node) {
  if (!node) return [];
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' ? [node] : [];
    case 'TemplateLiteral':
      return [node];
    case 'ConditionalExpression':
      return [...writtenStrings(node.consequent), ...writtenStrings(node.alternate)];
    case 'LogicalExpression':
      return writtenStrings(node.right);
    default:
      return [];
  }
}

const textOf = (node) =>
  node.type === 'TemplateLiteral' ? node.quasis.map((quasi) => quasi.value.cooked ?? '').join(' ') : String(node.value);

/** @type {import('eslint').Rule.RuleModule} */
export const noEnglishText = {
  meta: {
    type: 'problem',
    messages: {
      text: "'{{text}}' is written in the code: put it in the message catalogue (ui/i18n/catalog/) with its Hindi.",
    },
    schema: [],
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'text', data: { text: text.trim().replace(/\s+/g, ' ').slice(0, 60) } });
    const check = (node) => {
      for (const written of writtenStrings(node))
        if (LATIN_WORD.test(textOf(written))) report(written, textOf(written));
    };
    return {
      JSXText(node) {
        if (LATIN_WORD.test(node.value)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        if (node.parent.type === 'JSXElement' || node.parent.type === 'JSXFragment') check(node.expression);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : null;
        if (!name || !READ_PROPS.has(name) || !node.value) return;
        if (node.value.type === 'Literal') check(node.value);
        else if (node.value.type === 'JSXExpressionContainer') check(node.value.expression);
      },
    };
  },
};
