import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

/** Where the photo-weight pictures are kept between runs (not committed; `npm ci` clears it). */
export const PHOTO_CACHE_DIR = fileURLToPath(new URL('../../../node_modules/.cache/catalog-photos', import.meta.url));

/** The side of a photo-weight picture, as a brand's packshots are delivered. */
export const PHOTO_SIDE = 1600;
/** Bump to redraw every cached photo. */
const PHOTO_VERSION = 1;

/**
 * Draws the catalogue's product drawings as photo-weight JPEGs: 1600x1600, quality 94 without chroma subsampling, with
 * a film grain as a camera's sensor gives, so each weighs what a brand's photograph does (1-2 MB). Each is drawn at
 * its first use and kept in `dir`, named by a hash of its drawing, so a changed drawing is drawn again.
 */
export class PhotoCatalog {
  private grain: Promise<Buffer> | null = null;
  private readonly drawing = new Map<string, Promise<Buffer>>();

  constructor(private readonly dir: string = PHOTO_CACHE_DIR) {}

  /** The photo of the drawing `svg`. */
  photo(svg: string): Promise<Buffer> {
    const name = `${createHash('sha256').update(`${PHOTO_VERSION}\n${svg}`).digest('hex').slice(0, 24)}.jpg`;
    const file = path.join(this.dir, name);
    let pending = this.drawing.get(name);
    if (!pending) {
      pending = this.readOrDraw(file, svg).finally(() => this.drawing.delete(name));
      this.drawing.set(name, pending);
    }
    return pending;
  }

  /** Draws, one after another, the photos of `svgs` not drawn yet: at a store's start, so shoppers wait for none. */
  async drawAll(svgs: readonly string[]): Promise<void> {
    for (const svg of svgs) await this.photo(svg);
  }

  private async readOrDraw(file: string, svg: string): Promise<Buffer> {
    try {
      return readFileSync(file);
    } catch {
      const photo = await this.draw(svg);
      mkdirSync(this.dir, { recursive: true });
      const partial = `${file}.${process.pid}.part`;
      writeFileSync(partial, photo);
      renameSync(partial, file);
      return photo;
    }
  }

  private async draw(svg: string): Promise<Buffer> {
    const meta = await sharp(Buffer.from(svg)).metadata();
    const density = (72 * PHOTO_SIDE) / (meta.width ?? PHOTO_SIDE);
    return sharp(Buffer.from(svg), { density })
      .resize(PHOTO_SIDE, PHOTO_SIDE)
      .flatten({ background: '#ffffff' })
      .composite([{ input: await this.grainLayer(), blend: 'soft-light' }])
      .jpeg({ quality: 94, chromaSubsampling: '4:4:4' })
      .toBuffer();
  }

  private grainLayer(): Promise<Buffer> {
    this.grain ??= sharp({
      create: {
        width: PHOTO_SIDE,
        height: PHOTO_SIDE,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 45 },
      },
    })
      .png({ compressionLevel: 1 })
      .toBuffer();
    return this.grain;
  }
}
