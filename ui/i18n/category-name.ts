import * as m from '#ui-messages';

const CATEGORY_NAMES: Readonly<Record<string, () => string>> = {
  'fresh-chakki-atta': m.common_category_fresh_chakki_atta,
  ghee: m.common_category_ghee,
  'cold-pressed-oils': m.common_category_cold_pressed_oils,
  pulses: m.common_category_pulses,
  rice: m.common_category_rice,
  premixes: m.common_category_premixes,
  'salt-sugar': m.common_category_salt_sugar,
  hampers: m.common_category_hampers,
  'diabetic-friendly': m.common_category_diabetic_friendly,
  'heart-friendly': m.common_category_heart_friendly,
  'weight-loss': m.common_category_weight_loss,
  kids: m.common_category_kids,
};

/** The name of the category `handle` in the build's language; `fallback` (the catalogue's own name) for any other. */
export function categoryName(handle: string, fallback: string): string {
  const name = Object.hasOwn(CATEGORY_NAMES, handle) ? CATEGORY_NAMES[handle] : undefined;
  return name ? name() : fallback;
}
