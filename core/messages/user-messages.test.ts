import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { USER_MESSAGES } from './user-messages';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/** The texts of the catalogue; a templated one is its text for the argument 'X'. */
function texts(): Map<string, string> {
  const found = new Map<string, string>();
  for (const [area, messages] of Object.entries(USER_MESSAGES)) {
    for (const [key, value] of Object.entries(messages)) {
      found.set(`${area}.${key}`, typeof value === 'function' ? (value as (x: string) => string)('X') : value);
    }
  }
  return found;
}

function shippedSources(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test(-d)?\.tsx?$/.test(file))
    .map((file) => path.join(folder, file))
    .filter((file) => !file.startsWith(path.join('core', 'messages')));
}

describe('the catalogue of user-facing messages', () => {
  it("holds SPEC section 8's texts word for word", () => {
    const values = new Set(texts().values());
    for (const spec of [
      'Failed to create cart. Please try again.',
      'Product not available: X. Please try asking for a different product or check the product name.',
      'Failed to add product to cart. Please try again.',
      'Failed to start chat. Please try again.',
      'Failed to load messages.',
      'Failed to send message. Please try again.',
      'Failed to send voice message. Please try again.',
      'This chat was closed. Send a new message to start a fresh chat.',
      'Audio playback failed',
      'Recording failed: X',
      'Microphone Access Required',
      'Missing upload URL or file URL in presigned data',
    ]) {
      expect(values, spec).toContain(spec);
    }
  });

  it('says each text under one key only', () => {
    const byText = new Map<string, string[]>();
    for (const [key, text] of texts()) byText.set(text, [...(byText.get(text) ?? []), key]);
    const aliases = [...byText.values()].filter((keys) => keys.length > 1).map((keys) => keys.join(' = '));
    expect(aliases).toEqual([
      'login.invalidEmail = profile.invalidEmail',
      'login.firstNameRequired = profile.firstNameRequired',
    ]);
  });

  it('is the only place in the shipped code that writes these texts', () => {
    const fixed = [...texts().values()].filter((text) => !text.includes('X'));
    const copies = [...shippedSources('core'), ...shippedSources('ui')].flatMap((file) => {
      const source = readFileSync(path.join(ROOT, file), 'utf8');
      return fixed
        .filter((text) => source.includes(`'${text}'`) || source.includes(`>${text}<`) || source.includes(`"${text}"`))
        .map((text) => `${file}: ${text}`);
    });
    expect(copies).toEqual([]);
  });
});
