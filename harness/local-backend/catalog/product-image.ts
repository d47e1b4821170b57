import type { CatalogProduct, PackKind } from './catalog.model';
import { ACCENTS, BRAND, type Accent } from './palette';
import { escapeXml, svgDocument, wrapText } from './svg-text';

export const PRODUCT_IMAGE_PREFIX = '/images/products/';

/** How the catalogue's product pictures are served: the small drawings, or the photo-weight JPEGs drawn from them. */
export type PictureKind = 'svg' | 'jpg';

/** The URL path the store serves a product's packshot at. */
export function productImagePath(handle: string, kind: PictureKind = 'svg'): string {
  return `${PRODUCT_IMAGE_PREFIX}${handle}.${kind}`;
}

interface PackshotInput {
  readonly title: string;
  readonly hindiName: string;
  readonly kind: PackKind;
  readonly accent: Accent;
  /** Variant labels, e.g. ['500 g', '1 kg']. */
  readonly weights: readonly string[];
}

interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

interface Pack {
  readonly shape: string;
  readonly label: Box;
}

const SHADE = 'fill="#000" fill-opacity=".14"';

function pack(kind: PackKind, main: string): Pack {
  switch (kind) {
    case 'pouch':
      return {
        shape:
          `<path d="M120 92H280L294 338Q200 356 106 338Z" fill="${main}"/>` +
          `<rect x="116" y="78" width="168" height="20" rx="4" fill="${main}"/><rect x="116" y="78" width="168" height="20" rx="4" ${SHADE}/>`,
        label: { x: 128, y: 128, w: 144, h: 186 },
      };
    case 'sack':
      return {
        shape:
          `<path d="M108 122Q200 98 292 122L304 330Q200 354 96 330Z" fill="${main}"/>` +
          `<path d="M146 124Q200 62 254 124Z" fill="${main}"/><path d="M146 124Q200 62 254 124Z" ${SHADE}/>` +
          `<ellipse cx="200" cy="100" rx="26" ry="8" fill="${BRAND.green}"/>`,
        label: { x: 122, y: 140, w: 156, h: 176 },
      };
    case 'jar':
      return {
        shape:
          `<rect x="112" y="128" width="176" height="220" rx="30" fill="${main}"/>` +
          `<rect x="128" y="92" width="144" height="44" rx="8" fill="${BRAND.green}"/>` +
          `<rect x="128" y="124" width="144" height="8" fill="#000" fill-opacity=".18"/>`,
        label: { x: 122, y: 150, w: 156, h: 176 },
      };
    case 'bottle':
      return {
        shape:
          `<rect x="178" y="50" width="44" height="34" rx="5" fill="${BRAND.green}"/>` +
          `<path d="M182 84H218V124Q278 142 278 200V332Q278 350 260 350H140Q122 350 122 332V200Q122 142 182 124Z" fill="${main}"/>` +
          `<rect x="182" y="84" width="36" height="40" ${SHADE}/>`,
        label: { x: 132, y: 164, w: 136, h: 166 },
      };
    case 'tub':
      return {
        shape:
          `<path d="M108 180H292L280 340Q200 354 120 340Z" fill="${main}"/>` +
          `<rect x="98" y="148" width="204" height="36" rx="10" fill="${BRAND.green}"/>`,
        label: { x: 124, y: 194, w: 152, h: 136 },
      };
    case 'box':
      return {
        shape:
          `<rect x="88" y="170" width="224" height="172" rx="6" fill="${main}"/>` +
          `<rect x="78" y="138" width="244" height="44" rx="6" fill="${main}"/><rect x="78" y="138" width="244" height="44" rx="6" ${SHADE}/>` +
          `<rect x="188" y="138" width="24" height="204" fill="#e8c15a"/>` +
          `<ellipse cx="176" cy="128" rx="26" ry="14" fill="#e8c15a"/><ellipse cx="224" cy="128" rx="26" ry="14" fill="#e8c15a"/>`,
        label: { x: 108, y: 196, w: 184, h: 130 },
      };
  }
}

function leaf(cx: number, y: number): string {
  return `<path d="M${cx - 9} ${y + 14}Q${cx - 10} ${y} ${cx + 9} ${y}Q${cx + 10} ${y + 14} ${cx - 9} ${y + 14}Z" fill="${BRAND.green}"/>`;
}

function nameLines(title: string, maxChars: number, maxLines: number): string[] {
  const full = wrapText(title, maxChars, maxLines);
  if (!full.at(-1)?.endsWith('…')) return full;
  const short = title.replace(/\s*\([^)]*\)\s*$/, '');
  return short === title ? full : wrapText(short, maxChars, maxLines);
}

function weightText(weights: readonly string[], width: number): string {
  const all = weights.join(' · ');
  if (all.length * 7 <= width - 20 || weights.length < 2) return all;
  return `${weights[0] ?? ''} – ${weights.at(-1) ?? ''}`;
}

function labelPanel(box: Box, input: PackshotInput): string {
  const cx = box.x + box.w / 2;
  const weights = weightText(input.weights, box.w - 16);
  const nameSize = box.h < 150 ? 17 : 19;
  const lines = nameLines(input.title, Math.floor(box.w / (nameSize * 0.56)), box.h < 150 ? 2 : 3);
  const lineHeight = Math.round(nameSize * 1.18);
  const nameTop = box.y + 40;
  const name = lines
    .map((line, index) => `<tspan x="${cx}" y="${nameTop + index * lineHeight}">${escapeXml(line)}</tspan>`)
    .join('');
  const hindi = wrapText(input.hindiName, Math.floor(box.w / 8), 1)[0] ?? '';
  const hindiY = nameTop + lines.length * lineHeight + 2;
  const pillWidth = Math.min(box.w - 16, Math.max(64, weights.length * 7 + 20));
  const pillY = box.y + box.h - 32;
  return (
    `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" rx="10" fill="${BRAND.white}" fill-opacity=".96"/>` +
    leaf(cx, box.y + 8) +
    `<text text-anchor="middle" font-family="system-ui,'Segoe UI',Roboto,sans-serif" font-weight="700" font-size="${nameSize}" fill="${BRAND.ink}">${name}</text>` +
    `<text x="${cx}" y="${hindiY}" text-anchor="middle" font-family="'Noto Sans Devanagari','Mangal',system-ui,sans-serif" font-size="13" fill="${BRAND.muted}">${escapeXml(hindi)}</text>` +
    `<rect x="${cx - pillWidth / 2}" y="${pillY}" width="${pillWidth}" height="22" rx="11" fill="${BRAND.green}"/>` +
    `<text x="${cx}" y="${pillY + 15.5}" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="600" font-size="12.5" fill="${BRAND.white}">${escapeXml(weights)}</text>`
  );
}

/**
 * Draws a packshot-style illustration of a product: its pack (pouch, sack, jar, bottle, tub or
 * gift box) in its category's colour, with a label carrying its name, Hindi name and weights.
 */
export function productImageSvg(input: PackshotInput): string {
  const { shape, label } = pack(input.kind, input.accent.main);
  return svgDocument(
    `${input.title} (${input.weights.join(', ')})`,
    `<rect width="400" height="400" fill="${BRAND.cream}"/>` +
      `<circle cx="200" cy="210" r="158" fill="${input.accent.light}"/>` +
      `<ellipse cx="200" cy="352" rx="124" ry="12" fill="#000" fill-opacity=".1"/>` +
      shape +
      labelPanel(label, input),
  );
}

/** The packshot of a catalogue product, in its aisle's colour. */
export function productPackshot(product: CatalogProduct): string {
  return productImageSvg({
    title: product.title,
    hindiName: product.metadata.hindi_name,
    kind: product.metadata.kind,
    accent: ACCENTS[product.metadata.aisle],
    weights: product.variants.map((variant) => variant.title ?? ''),
  });
}
