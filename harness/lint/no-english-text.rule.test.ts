import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { noEnglishText } from './no-english-text.rule.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

tester.run('i18n/no-english-text', noEnglishText, {
  valid: [
    'const a = <p>{m.cart_title()}</p>;',
    'const a = <button aria-label={m.cart_add({ title })}>{m.cart_add_short()}</button>;',
    'const a = <span className="price-tag" data-testid="total">₹{total}</span>;',
    'const a = <p>{count} / {limit}</p>;',
    'const a = <a href="/cart" lang="hi">{m.shell_hindi()}</a>;',
    'const a = <span aria-hidden="true">|</span>;',
  ],
  invalid: [
    { code: 'const a = <p>Add to cart</p>;', errors: [{ messageId: 'text' }] },
    { code: "const a = <p>{'Free delivery'}</p>;", errors: [{ messageId: 'text' }] },
    { code: 'const a = <p>{`${count} items`}</p>;', errors: [{ messageId: 'text' }] },
    { code: "const a = <p>{busy ? 'Placing order…' : m.place()}</p>;", errors: [{ messageId: 'text' }] },
    { code: 'const a = <button aria-label="Close menu" />;', errors: [{ messageId: 'text' }] },
    { code: 'const a = <input placeholder={`Search ${store}`} />;', errors: [{ messageId: 'text' }] },
    { code: "const a = <img alt={name || 'Product photo'} />;", errors: [{ messageId: 'text' }] },
  ],
});
