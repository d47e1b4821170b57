import type { Browser, BrowserContextOptions } from 'playwright-core';

/** Where the store's shoppers are: Indian English, India's time zone. */
const IN_INDIA = { locale: 'en-IN', timezoneId: 'Asia/Kolkata' } as const;

/**
 * The two screens the shopper journeys and the screenshots run on: a phone (390 x 844, touch,
 * mobile viewport rules) and a desktop (1366 x 768), both at one device pixel per CSS pixel, in India.
 */
export const SCREENS = {
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1, ...IN_INDIA },
  desktop: {
    viewport: { width: 1366, height: 768 },
    hasTouch: false,
    isMobile: false,
    deviceScaleFactor: 1,
    ...IN_INDIA,
  },
} as const satisfies Record<string, BrowserContextOptions>;

export type ScreenName = keyof typeof SCREENS;

export const SCREEN_NAMES = Object.keys(SCREENS) as ScreenName[];

/** A new context of `browser` on `screen`, with relative URLs resolved against `baseURL`. */
export function newScreenContext(browser: Browser, screen: ScreenName, baseURL?: string) {
  return browser.newContext({ ...SCREENS[screen], ...(baseURL ? { baseURL } : {}) });
}
