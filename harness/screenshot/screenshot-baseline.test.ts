import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { compareWithBaseline, UPDATE_ENV } from './screenshot-baseline';

/** A PNG of `width` x `height` in one grey, with the first `changed` pixels red. */
function png(width: number, height: number, changed = 0): Buffer {
  const image = new PNG({ width, height });
  for (let pixel = 0; pixel < width * height; pixel += 1) {
    const red = pixel < changed;
    image.data.set(red ? [255, 0, 0, 255] : [200, 200, 200, 255], pixel * 4);
  }
  return PNG.sync.write(image);
}

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'screenshots-'));
  delete process.env[UPDATE_ENV];
});

afterEach(() => {
  delete process.env[UPDATE_ENV];
});

describe('compareWithBaseline', () => {
  it('writes the baseline when updating, and then finds the same screenshot the same', () => {
    process.env[UPDATE_ENV] = '1';
    expect(compareWithBaseline('home-phone', png(100, 100), dir)).toEqual({
      status: 'written',
      file: path.join(dir, 'home-phone.png'),
    });
    delete process.env[UPDATE_ENV];
    expect(compareWithBaseline('home-phone', png(100, 100), dir)).toEqual({ status: 'same', differentPixels: 0 });
    expect(existsSync(path.join(dir, 'failed'))).toBe(false);
  });

  it('lets a few pixels differ (anti-aliasing) but fails past the tolerance, saving the actual image and the difference', () => {
    writeFileSync(path.join(dir, 'cart-desktop.png'), png(100, 100));
    expect(compareWithBaseline('cart-desktop', png(100, 100, 20), dir)).toEqual({
      status: 'same',
      differentPixels: 20,
    });
    const result = compareWithBaseline('cart-desktop', png(100, 100, 300), dir);
    const actual = path.join(dir, 'failed', 'cart-desktop.actual.png');
    const diff = path.join(dir, 'failed', 'cart-desktop.diff.png');
    expect(result).toEqual({
      status: 'different',
      message: expect.stringContaining(`300 pixels differ from ${path.join(dir, 'cart-desktop.png')} (at most 20 may)`),
    });
    expect(result.status === 'different' && result.message).toContain(`actual at ${actual}, difference at ${diff}`);
    expect(readFileSync(actual)).toEqual(png(100, 100, 300));
    const difference = PNG.sync.read(readFileSync(diff));
    expect([...difference.data.subarray(0, 4)]).toEqual([255, 0, 0, 255]);
  });

  it('clears what an earlier failure saved once the screenshot matches again', () => {
    writeFileSync(path.join(dir, 'menu-phone.png'), png(50, 50));
    compareWithBaseline('menu-phone', png(50, 50, 2500), dir);
    expect(existsSync(path.join(dir, 'failed', 'menu-phone.diff.png'))).toBe(true);
    expect(compareWithBaseline('menu-phone', png(50, 50), dir).status).toBe('same');
    expect(existsSync(path.join(dir, 'failed', 'menu-phone.diff.png'))).toBe(false);
    expect(existsSync(path.join(dir, 'failed', 'menu-phone.actual.png'))).toBe(false);
  });

  it('fails on a missing baseline or another size, saying how to update, and saves the screenshot', () => {
    const missing = compareWithBaseline('chat-phone', png(10, 10), dir);
    expect(missing.status === 'different' && missing.message).toMatch(
      /no baseline at .*chat-phone\.png.*screenshots:update/,
    );
    expect(existsSync(path.join(dir, 'failed', 'chat-phone.actual.png'))).toBe(true);
    writeFileSync(path.join(dir, 'chat-phone.png'), png(10, 10));
    const resized = compareWithBaseline('chat-phone', png(10, 12), dir);
    expect(resized.status === 'different' && resized.message).toContain('the screenshot is 10x12, the baseline 10x10');
  });
});
