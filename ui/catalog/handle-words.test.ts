import { describe, expect, it } from 'vitest';
import { handleToWords } from './handle-words';

describe('handleToWords', () => {
  it('turns a hyphenated handle into capitalised words', () => {
    expect(handleToWords('fresh-chakki-atta')).toBe('Fresh Chakki Atta');
    expect(handleToWords('salt-sugar')).toBe('Salt Sugar');
    expect(handleToWords('ghee')).toBe('Ghee');
  });

  it('ignores repeated or trailing separators', () => {
    expect(handleToWords('cold--pressed-oils-')).toBe('Cold Pressed Oils');
  });
});
