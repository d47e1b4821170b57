import * as m from '#ui-messages';
import type { RailId } from '../../core/catalog/catalog.model';

/** Where a box's choices come from: a category listing or a rail of the catalogue. */
export type BoxSource =
  { readonly kind: 'category'; readonly handle: string } | { readonly kind: 'rail'; readonly rail: RailId };

export interface BoxConfig {
  /** The box's name in 'Customize your {name} box', in the build's language. */
  readonly name: string;
  /** How many items fill the box. */
  readonly slots: number;
  readonly source: BoxSource;
  /** What the box is for, in the build's language. */
  readonly intro: string;
}

const CUSTOM_BOX: BoxConfig = {
  name: m.catalog_box_name_atta(),
  slots: 4,
  source: { kind: 'category', handle: 'customize-box' },
  intro: m.catalog_box_intro_atta(),
};

const GIFT_BOX: BoxConfig = {
  name: m.catalog_box_name_gift(),
  slots: 4,
  source: { kind: 'rail', rail: 'bestsellers' },
  intro: m.catalog_box_intro_gift(),
};

/** The boxes the store knows by the word before '-box' in the address; there are no others. */
const BOXES: Readonly<Record<string, BoxConfig>> = {
  atta: CUSTOM_BOX,
  flour: CUSTOM_BOX,
  gift: GIFT_BOX,
  hamper: GIFT_BOX,
  ghee: {
    name: m.catalog_box_name_ghee(),
    slots: 3,
    source: { kind: 'category', handle: 'ghee' },
    intro: m.catalog_box_intro_ghee(),
  },
  oil: {
    name: m.catalog_box_name_oil(),
    slots: 3,
    source: { kind: 'category', handle: 'cold-pressed-oils' },
    intro: m.catalog_box_intro_oil(),
  },
  dal: {
    name: m.catalog_box_name_dal(),
    slots: 5,
    source: { kind: 'category', handle: 'pulses' },
    intro: m.catalog_box_intro_dal(),
  },
};

/** The box at /{product}-box, or null when the store has no such box. */
export function boxConfig(product: string): BoxConfig | null {
  return Object.hasOwn(BOXES, product.toLowerCase()) ? BOXES[product.toLowerCase()]! : null;
}
