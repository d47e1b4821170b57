import { describe, expect, it } from 'vitest';
import { errorText } from './error-text';

describe('errorText', () => {
  it("is an Error's message, and any other thrown value as text", () => {
    expect(errorText(new TypeError('offline'))).toBe('offline');
    expect(errorText('quota')).toBe('quota');
    expect(errorText(404)).toBe('404');
  });
});
