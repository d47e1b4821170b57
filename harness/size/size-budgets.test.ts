import { describe, expect, it } from 'vitest';
import { brokenBudgets, budgetVerdict, BUDGETS, type Measured } from './size-budgets';

describe('the size budgets', () => {
  const within = {
    initialJavaScriptGzipBytes: BUDGETS.initialJavaScriptGzipBytes,
    firstLoadJavaScriptGzipBytes: BUDGETS.firstLoadJavaScriptGzipBytes,
    initialPackages: ['react'],
    largestHomeImage: null,
  };

  it('hold at exactly the budget and with no image', () => {
    expect(brokenBudgets(within)).toEqual([]);
  });

  it('say which budget is broken and by how much', () => {
    expect(
      brokenBudgets({
        initialJavaScriptGzipBytes: BUDGETS.initialJavaScriptGzipBytes + 1,
        firstLoadJavaScriptGzipBytes: BUDGETS.firstLoadJavaScriptGzipBytes + 1,
        initialPackages: ['react', 'socket.io-client', '@floating-ui/react'],
        largestHomeImage: { url: '/images/hero.jpg', bytes: 81 * 1024 },
      }),
    ).toEqual([
      'initial JavaScript is 100.0 KB gzip, over the 100.0 KB budget',
      'first-load JavaScript (the entry and the core runtime every page fetches at once) is 140.0 KB gzip, over the 140.0 KB budget',
      'socket.io-client is in the initial JavaScript; it must load on demand',
      '@floating-ui/react is in the initial JavaScript; it must load on demand',
      'the largest home page image (/images/hero.jpg) is 81.0 KB, over the 80.0 KB budget',
    ]);
  });
});

describe('the verdict of npm run size', () => {
  const within: Measured = {
    initialJavaScriptGzipBytes: 100 * 1024,
    firstLoadJavaScriptGzipBytes: 140 * 1024,
    initialPackages: ['react', 'react-dom'],
    largestHomeImage: { url: '/images/tile.webp', bytes: 2048 },
  };

  it('exits 0 and says all budgets hold when they do', () => {
    const lines: string[] = [];
    expect(budgetVerdict(within, (line) => lines.push(line))).toBe(0);
    expect(lines).toEqual(['\nAll budgets hold.']);
  });

  it('exits 1 and lists the broken budget when the initial or first-load JavaScript is over, or a lazy-only package is in it, or an image is too large', () => {
    const broken: Measured[] = [
      { ...within, initialJavaScriptGzipBytes: BUDGETS.initialJavaScriptGzipBytes + 1 },
      { ...within, firstLoadJavaScriptGzipBytes: BUDGETS.firstLoadJavaScriptGzipBytes + 1 },
      { ...within, initialPackages: ['react', 'engine.io-client'] },
      { ...within, largestHomeImage: { url: '/images/hero.jpg', bytes: BUDGETS.largestHomeImageBytes + 1 } },
    ];
    for (const measured of broken) {
      const lines: string[] = [];
      expect(budgetVerdict(measured, (line) => lines.push(line))).toBe(1);
      expect(lines).toEqual(['\nBudgets broken:', `  - ${brokenBudgets(measured)[0]}`]);
    }
  });
});
