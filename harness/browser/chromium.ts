import { chromium, type Browser } from 'playwright-core';

const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** Chromium's flag that accepts every camera and microphone prompt. */
const ACCEPT_MEDIA_PROMPTS_ARG = '--use-fake-ui-for-media-stream';

/** Flags that keep Debian's Chromium quiet and working in a sandboxed, offline machine. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  ACCEPT_MEDIA_PROMPTS_ARG,
  '--use-fake-device-for-media-stream',
];

export interface LaunchOptions {
  /**
   * Accept every microphone prompt (the default). When false, each browser context's own
   * permissions decide, so a test can grant the microphone to one context and deny it to another.
   * The fake microphone (a beeping tone) is used either way.
   */
  readonly acceptMediaPrompts?: boolean;
}

/** Launches headless Chromium through playwright-core. */
export function launchChromium(options: LaunchOptions = {}): Promise<Browser> {
  const args =
    options.acceptMediaPrompts === false
      ? CHROMIUM_ARGS.filter((arg) => arg !== ACCEPT_MEDIA_PROMPTS_ARG)
      : CHROMIUM_ARGS;
  return chromium.launch({ executablePath: CHROMIUM_PATH, args, headless: true });
}

/** The two viewports every browser test runs on. */
export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;
