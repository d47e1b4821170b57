import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
  /**
   * Whether the browser sees the machine's Devanagari fonts (the default). When false, fontconfig hides every font
   * that writes Hindi, as on a device without one.
   */
  readonly devanagariFonts?: boolean;
}

/** A fontconfig file: the machine's own, less every font that writes Hindi. */
const FONTCONFIG_WITHOUT_DEVANAGARI = `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <selectfont><rejectfont><pattern><patelt name="lang"><string>hi</string></patelt></pattern></rejectfont></selectfont>
</fontconfig>
`;

let fontconfigWithoutDevanagari: string | undefined;

/** The path of {@link FONTCONFIG_WITHOUT_DEVANAGARI}, written once per process. */
function fontconfigFileWithoutDevanagari(): string {
  if (!fontconfigWithoutDevanagari) {
    fontconfigWithoutDevanagari = join(mkdtempSync(join(tmpdir(), 'fontconfig-')), 'fonts.conf');
    writeFileSync(fontconfigWithoutDevanagari, FONTCONFIG_WITHOUT_DEVANAGARI);
  }
  return fontconfigWithoutDevanagari;
}

/** Launches headless Chromium through playwright-core. */
export function launchChromium(options: LaunchOptions = {}): Promise<Browser> {
  const args =
    options.acceptMediaPrompts === false
      ? CHROMIUM_ARGS.filter((arg) => arg !== ACCEPT_MEDIA_PROMPTS_ARG)
      : CHROMIUM_ARGS;
  const env =
    options.devanagariFonts === false
      ? { ...process.env, FONTCONFIG_FILE: fontconfigFileWithoutDevanagari() }
      : undefined;
  return chromium.launch({ executablePath: CHROMIUM_PATH, args, headless: true, ...(env ? { env } : {}) });
}

/** The two viewports every browser test runs on. */
export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;
