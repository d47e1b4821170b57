import { CATEGORY_HANDLES, type CategoryHandle } from './catalog.model';
import { ACCENTS, BRAND, type Accent } from './palette';
import { svgDocument } from './svg-text';

export const CATEGORY_ICON_PREFIX = '/images/categories/';

/** The URL path the store serves a category's icon at. */
export function categoryIconPath(handle: string): string {
  return `${CATEGORY_ICON_PREFIX}${handle}.svg`;
}

function wheat(c: string): string {
  const grains = [0, 1, 2, 3]
    .map((i) => {
      const y = 130 + i * 42;
      return `<ellipse cx="176" cy="${y}" rx="15" ry="28" transform="rotate(-32 176 ${y})" fill="${c}"/><ellipse cx="224" cy="${y}" rx="15" ry="28" transform="rotate(32 224 ${y})" fill="${c}"/>`;
    })
    .join('');
  return `<path d="M200 96V322" stroke="${c}" stroke-width="10" stroke-linecap="round"/><ellipse cx="200" cy="98" rx="13" ry="26" fill="${c}"/>${grains}`;
}

function drop(c: string): string {
  return `<path d="M200 80Q292 196 292 246A92 92 0 0 1 108 246Q108 196 200 80Z" fill="${c}"/><path d="M156 246A44 44 0 0 0 196 292" stroke="${BRAND.white}" stroke-width="12" fill="none" stroke-linecap="round"/>`;
}

function bottle(c: string): string {
  return `<rect x="180" y="76" width="40" height="30" rx="5" fill="${BRAND.green}"/><path d="M184 106H216V140Q262 156 262 204V310Q262 326 246 326H154Q138 326 138 310V204Q138 156 184 140Z" fill="${c}"/><rect x="156" y="214" width="88" height="64" rx="8" fill="${BRAND.white}"/>`;
}

function bowl(c: string, filling: string): string {
  return `${filling}<path d="M92 216H308Q300 320 200 324Q100 320 92 216Z" fill="${c}"/><rect x="150" y="324" width="100" height="14" rx="7" fill="${c}"/>`;
}

function grains(fill: string, stroke: string): string {
  const spots: [number, number][] = [
    [140, 200],
    [172, 180],
    [206, 172],
    [240, 184],
    [268, 202],
    [190, 204],
    [226, 206],
    [156, 214],
    [252, 216],
  ];
  return spots
    .map(
      ([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="16" ry="12" fill="${fill}" stroke="${stroke}" stroke-width="3"/>`,
    )
    .join('');
}

function box(c: string, mark: string): string {
  return `<rect x="100" y="166" width="200" height="150" rx="8" fill="${c}"/><rect x="88" y="132" width="224" height="44" rx="8" fill="${c}"/><rect x="88" y="132" width="224" height="44" rx="8" fill="#000" fill-opacity=".14"/>${mark}`;
}

function gift(c: string): string {
  return box(
    c,
    `<rect x="188" y="132" width="24" height="184" fill="#e8c15a"/><ellipse cx="174" cy="120" rx="28" ry="15" fill="#e8c15a"/><ellipse cx="226" cy="120" rx="28" ry="15" fill="#e8c15a"/>`,
  );
}

function glyph(handle: CategoryHandle, c: string): string {
  switch (handle) {
    case 'fresh-chakki-atta':
      return wheat(c);
    case 'ghee':
      return `<rect x="128" y="104" width="144" height="40" rx="8" fill="${BRAND.green}"/><rect x="112" y="140" width="176" height="184" rx="28" fill="${c}"/><rect x="136" y="196" width="128" height="72" rx="8" fill="${BRAND.white}"/>`;
    case 'cold-pressed-oils':
      return bottle(c);
    case 'pulses':
      return bowl(c, grains('#f0b35c', c));
    case 'rice':
      return bowl(c, `<path d="M112 218Q200 116 288 218Z" fill="${BRAND.white}" stroke="#d9d2c3" stroke-width="4"/>`);
    case 'premixes':
      return `<path d="M124 110H276L290 322Q200 340 110 322Z" fill="${c}"/><rect x="120" y="96" width="160" height="20" rx="4" fill="${BRAND.green}"/><circle cx="200" cy="222" r="48" fill="${BRAND.white}"/><path d="M176 222H224M200 198V246" stroke="${c}" stroke-width="10" stroke-linecap="round"/>`;
    case 'salt-sugar':
      return `<path d="M118 170H282L272 324Q200 338 128 324Z" fill="${c}"/><rect x="108" y="140" width="184" height="34" rx="10" fill="${BRAND.green}"/><rect x="150" y="216" width="40" height="40" rx="4" transform="rotate(15 170 236)" fill="${BRAND.white}"/><rect x="208" y="236" width="36" height="36" rx="4" transform="rotate(-12 226 254)" fill="${BRAND.white}"/>`;
    case 'hampers':
      return gift(c);
    case 'diabetic-friendly':
      return `${drop(c)}<path d="M172 232H228" stroke="${BRAND.white}" stroke-width="14" stroke-linecap="round"/>`;
    case 'heart-friendly':
      return `<path d="M200 326L96 222A60 60 0 0 1 200 134A60 60 0 0 1 304 222Z" fill="${c}"/><path d="M130 232H172L186 204L206 262L222 232H268" stroke="${BRAND.white}" stroke-width="10" fill="none" stroke-linejoin="round" stroke-linecap="round"/>`;
    case 'weight-loss':
      return `<rect x="100" y="112" width="200" height="212" rx="36" fill="${c}"/><circle cx="200" cy="204" r="58" fill="${BRAND.white}"/><path d="M200 204L232 172" stroke="${c}" stroke-width="10" stroke-linecap="round"/><rect x="150" y="282" width="100" height="16" rx="8" fill="${BRAND.white}"/>`;
    case 'kids':
      return `<circle cx="200" cy="214" r="112" fill="${c}"/><circle cx="164" cy="192" r="14" fill="${BRAND.white}"/><circle cx="236" cy="192" r="14" fill="${BRAND.white}"/><path d="M150 244Q200 292 250 244" stroke="${BRAND.white}" stroke-width="12" fill="none" stroke-linecap="round"/>`;
    case 'customize-box':
      return box(
        c,
        `<circle cx="200" cy="244" r="40" fill="${BRAND.white}"/><path d="M178 244H222M200 222V266" stroke="${c}" stroke-width="10" stroke-linecap="round"/>`,
      );
    case 'advert-banner':
      return `<path d="M108 180H168L276 120V308L168 248H108Z" fill="${c}"/><rect x="146" y="248" width="34" height="70" rx="8" fill="${c}"/><path d="M300 176Q322 214 300 252" stroke="${c}" stroke-width="10" fill="none" stroke-linecap="round"/>`;
  }
}

const ROOT_ACCENT: Accent = { main: BRAND.green, light: '#dcebdc' };

const isCategoryHandle = (handle: string): handle is CategoryHandle =>
  (CATEGORY_HANDLES as readonly string[]).includes(handle);

/**
 * Draws a category's tile icon: a simple glyph in the category's colour on its pale tint. Any
 * other handle (the root) gets a wheat ear in the brand green.
 */
export function categoryIconSvg(handle: string, name: string): string {
  const accent = isCategoryHandle(handle) ? ACCENTS[handle] : ROOT_ACCENT;
  const drawing = isCategoryHandle(handle) ? glyph(handle, accent.main) : wheat(accent.main);
  return svgDocument(name, `<rect width="400" height="400" rx="48" fill="${accent.light}"/>${drawing}`);
}
