import type { CategoryHandle } from './catalog.model';

/** The storefront's own colours (see ui/styles/base.css). */
export const BRAND = {
  green: '#2e6b30',
  ink: '#1f2a1f',
  muted: '#5b665b',
  cream: '#fafaf7',
  white: '#ffffff',
} as const;

export interface Accent {
  /** The pack or icon colour. */
  readonly main: string;
  /** A pale tint of it for backgrounds. */
  readonly light: string;
}

/** One accent per category, used for packshots of its products and for its icon. */
export const ACCENTS: Readonly<Record<CategoryHandle, Accent>> = {
  'fresh-chakki-atta': { main: '#c8923a', light: '#f3e2c0' },
  ghee: { main: '#e0a526', light: '#fbeec5' },
  'cold-pressed-oils': { main: '#b8a41c', light: '#f2edc4' },
  pulses: { main: '#d8692e', light: '#f8dcc8' },
  rice: { main: '#8c7b5a', light: '#efe9dc' },
  premixes: { main: '#b5523b', light: '#f4d8cf' },
  'salt-sugar': { main: '#c76f86', light: '#f6dde4' },
  hampers: { main: '#a3202e', light: '#f3d3d6' },
  'diabetic-friendly': { main: '#3b7dbf', light: '#dbe8f5' },
  'heart-friendly': { main: '#c62f3e', light: '#f7d9dc' },
  'weight-loss': { main: '#2f9e8f', light: '#d5efeb' },
  kids: { main: '#e58a1f', light: '#fbe4c8' },
  'customize-box': { main: '#2e6b30', light: '#dcebdc' },
  'advert-banner': { main: '#5b665b', light: '#e3e6df' },
};
