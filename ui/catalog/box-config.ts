import type { RailId } from '../../core/catalog/catalog.model';

/** Where a box's choices come from: a category listing or a rail of the catalogue. */
export type BoxSource =
  { readonly kind: 'category'; readonly handle: string } | { readonly kind: 'rail'; readonly rail: RailId };

export interface BoxConfig {
  /** The box's name in 'Customize your {name} box'. */
  readonly name: string;
  /** How many items fill the box. */
  readonly slots: number;
  readonly source: BoxSource;
  readonly intro: string;
}

const CUSTOM_BOX: BoxConfig = {
  name: 'Atta',
  slots: 4,
  source: { kind: 'category', handle: 'customize-box' },
  intro:
    'Pick four fresh-milled flours in the mix your family likes. We mill each one after you order and pack them together.',
};

const GIFT_BOX: BoxConfig = {
  name: 'Gift',
  slots: 4,
  source: { kind: 'rail', rail: 'bestsellers' },
  intro: 'Choose four of our bestsellers for a gift hamper. We pack it in a gift box with a handwritten note.',
};

/** The boxes the store knows by the word before '-box' in the address; there are no others. */
const BOXES: Readonly<Record<string, BoxConfig>> = {
  atta: CUSTOM_BOX,
  flour: CUSTOM_BOX,
  gift: GIFT_BOX,
  hamper: GIFT_BOX,
  ghee: {
    name: 'Ghee',
    slots: 3,
    source: { kind: 'category', handle: 'ghee' },
    intro: 'Pick three jars of ghee to try side by side, or to stock up for the festive season.',
  },
  oil: {
    name: 'Cold-Pressed Oil',
    slots: 3,
    source: { kind: 'category', handle: 'cold-pressed-oils' },
    intro: 'Pick three cold-pressed oils to rotate through the week.',
  },
  dal: {
    name: 'Dal',
    slots: 5,
    source: { kind: 'category', handle: 'pulses' },
    intro: 'Pick five unpolished dals for the month ahead.',
  },
};

/** The box at /{product}-box, or null when the store has no such box. */
export function boxConfig(product: string): BoxConfig | null {
  return Object.hasOwn(BOXES, product.toLowerCase()) ? BOXES[product.toLowerCase()]! : null;
}
