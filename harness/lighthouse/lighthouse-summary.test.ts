import { describe, expect, it } from 'vitest';
import {
  budgetFailures,
  figuresOf,
  LIGHTHOUSE_TARGETS,
  MEDUSA_LIGHTHOUSE_BUDGETS,
  PHOTO_LIGHTHOUSE_BUDGETS,
  median,
  medianFigures,
  type RunFigures,
} from './lighthouse-summary';

const run = (performance: number, lcpMs: number, tbtMs: number): RunFigures => ({
  scores: { performance, seo: 100 },
  fcpMs: lcpMs / 2,
  lcpMs,
  tbtMs,
  cls: 0,
  transferBytes: 100_000,
  apiBytes: 20_000,
  imageBytes: 50_000,
});

describe('the lighthouse summary', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('takes the median of each figure on its own', () => {
    const figures = medianFigures([run(90, 3000, 100), run(97, 2000, 300), run(96, 2200, 50)]);
    expect(figures.scores).toEqual({ performance: 96, seo: 100 });
    expect(figures.lcpMs).toBe(2200);
    expect(figures.tbtMs).toBe(100);
  });

  it('fails a route under 95, at an LCP of 2.5 s or more, or at a TBT of 200 ms or more', () => {
    expect(budgetFailures(run(95, 2499, 199))).toEqual([]);
    expect(budgetFailures(run(94, 2499, 199))).toEqual(['performance 94 < 95']);
    expect(budgetFailures(run(99, 2500, 200))).toEqual(['LCP 2500 ms >= 2500 ms', 'TBT 200 ms >= 200 ms']);
    expect(budgetFailures({ ...run(99, 1000, 0), scores: {} })).toEqual(['performance NaN < 95']);
  });

  it('holds medusa mode to its own budgets when given them', () => {
    expect(budgetFailures(run(91, 2900, 10), MEDUSA_LIGHTHOUSE_BUDGETS)).toEqual([]);
    expect(budgetFailures(run(91, 2900, 10))).toEqual(['performance 91 < 95', 'LCP 2900 ms >= 2500 ms']);
    expect(budgetFailures(run(96, 2100, 10), LIGHTHOUSE_TARGETS.brand)).toEqual(['LCP 2100 ms >= 2000 ms']);
    expect(budgetFailures(run(94, 2740, 30), PHOTO_LIGHTHOUSE_BUDGETS)).toEqual([]);
    expect(budgetFailures(run(89, 3000, 30), PHOTO_LIGHTHOUSE_BUDGETS)).toEqual([
      'performance 89 < 90',
      'LCP 3000 ms >= 3000 ms',
    ]);
  });

  it('reads the scores, the metrics, the API bytes and the picture bytes of a report', () => {
    const figures = figuresOf({
      categories: { performance: { score: 0.955 }, seo: { score: 1 } },
      audits: {
        'first-contentful-paint': { numericValue: 900 },
        'largest-contentful-paint': { numericValue: 1800 },
        'total-blocking-time': { numericValue: 40 },
        'cumulative-layout-shift': { numericValue: 0.01 },
        'total-byte-weight': { numericValue: 150_000 },
        'network-requests': {
          details: {
            items: [
              { resourceType: 'Fetch', transferSize: 1000 },
              { resourceType: 'XHR', transferSize: 500 },
              { resourceType: 'Script', transferSize: 40_000 },
              { resourceType: 'Image', transferSize: 12_000 },
              { resourceType: 'Image', transferSize: 3_000 },
            ],
          },
        },
      },
    });
    expect(figures).toEqual({
      scores: { performance: 96, seo: 100 },
      fcpMs: 900,
      lcpMs: 1800,
      tbtMs: 40,
      cls: 0.01,
      transferBytes: 150_000,
      apiBytes: 1500,
      imageBytes: 15_000,
    });
  });
});
