import { describe, expect, it } from 'vitest';
import { splitLanguageModule } from './compile-catalogues';

const COMPILED = `/* eslint-disable */
/** @typedef {{}} Cart_AddInputs */

export const cart_add = /** @type {(inputs: Cart_AddInputs) => LocalizedString} */ () => {
\treturn /** @type {LocalizedString} */ (\`कार्ट में डालें\`)
};

export const cart_count = /** @type {(inputs: Cart_CountInputs) => LocalizedString} */ (i) => {
\treturn /** @type {LocalizedString} */ (\`\${i?.count} सामान\`)
};
export { cart_gone } from "./en.js"
`;

describe("a language's compiled module", () => {
  it('becomes a module per message that it re-exports, so each text goes into the chunk of the code that shows it', () => {
    const { index, messages } = splitLanguageModule(COMPILED);
    expect([...messages.keys()]).toEqual(['cart_add', 'cart_count']);
    expect(messages.get('cart_count')).toBe(
      'export const cart_count = /** @type {(inputs: Cart_CountInputs) => LocalizedString} */ (i) => {\n' +
        '\treturn /** @type {LocalizedString} */ (`${i?.count} सामान`)\n};\n',
    );
    expect(index.split('\n')).toEqual([
      "export { cart_add } from './LOCALE/cart_add.js';",
      "export { cart_count } from './LOCALE/cart_count.js';",
      "export { cart_gone } from './en/cart_gone.js';",
      '',
    ]);
  });
});
