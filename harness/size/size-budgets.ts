/** The storefront's performance budgets (issue 5, "Quality"). */
export const BUDGETS = {
  /** JavaScript a phone downloads before the home page is interactive, gzip. */
  initialJavaScriptGzipBytes: 100 * 1024,
  /**
   * The initial JavaScript plus the core runtime every page fetches at once after it (core/lazy-runtime.ts), gzip:
   * 133.4 KB at the budget's making (issue 24, 136 KB); raised to 140 KB by the decision to take issue 25's features
   * (coupon, filters, delivery promise, Buy again, Recently viewed, MRP: 137.1 KB), so more is again a decision.
   */
  firstLoadJavaScriptGzipBytes: 140 * 1024,
  /** The largest image the home page loads. */
  largestHomeImageBytes: 80 * 1024,
} as const;

/** Packages that must never be in the initial JavaScript (they load on demand). */
export const LAZY_ONLY_PACKAGES = [
  'socket.io-client',
  'engine.io-client',
  '@floating-ui/react',
  '@floating-ui/dom',
  'valibot',
  'immer',
] as const;

/** What was measured, as far as the budgets are concerned. */
export interface Measured {
  readonly initialJavaScriptGzipBytes: number;
  readonly firstLoadJavaScriptGzipBytes: number;
  readonly initialPackages: readonly string[];
  /** null when the home page loads no image. */
  readonly largestHomeImage: { readonly url: string; readonly bytes: number } | null;
}

/** Formats bytes as KB with one decimal (1 KB = 1024 bytes). */
export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** Every broken budget, as a sentence saying which and by how much; empty when all hold. */
export function brokenBudgets(measured: Measured): string[] {
  const broken: string[] = [];
  if (measured.initialJavaScriptGzipBytes > BUDGETS.initialJavaScriptGzipBytes) {
    broken.push(
      `initial JavaScript is ${kb(measured.initialJavaScriptGzipBytes)} gzip, over the ${kb(BUDGETS.initialJavaScriptGzipBytes)} budget`,
    );
  }
  if (measured.firstLoadJavaScriptGzipBytes > BUDGETS.firstLoadJavaScriptGzipBytes) {
    broken.push(
      `first-load JavaScript (the entry and the core runtime every page fetches at once) is ${kb(measured.firstLoadJavaScriptGzipBytes)} gzip, over the ${kb(BUDGETS.firstLoadJavaScriptGzipBytes)} budget`,
    );
  }
  for (const name of LAZY_ONLY_PACKAGES) {
    if (measured.initialPackages.includes(name))
      broken.push(`${name} is in the initial JavaScript; it must load on demand`);
  }
  if (measured.largestHomeImage && measured.largestHomeImage.bytes > BUDGETS.largestHomeImageBytes) {
    broken.push(
      `the largest home page image (${measured.largestHomeImage.url}) is ${kb(measured.largestHomeImage.bytes)}, over the ${kb(BUDGETS.largestHomeImageBytes)} budget`,
    );
  }
  return broken;
}

/**
 * Prints the verdict on the budgets through `log` (each broken one, or that all hold) and answers
 * the exit status of `npm run size`: 1 when a budget is broken, else 0.
 */
export function budgetVerdict(measured: Measured, log: (line: string) => void): 0 | 1 {
  const broken = brokenBudgets(measured);
  if (broken.length === 0) {
    log('\nAll budgets hold.');
    return 0;
  }
  log('\nBudgets broken:');
  for (const line of broken) log(`  - ${line}`);
  return 1;
}
