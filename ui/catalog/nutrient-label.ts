import * as m from '#ui-messages';

/** The nutrients the catalogue lists, by the key of a product's nutrition table. */
const NUTRIENTS: Readonly<Record<string, () => string>> = {
  energy: m.catalog_nutrient_energy,
  protein: m.catalog_nutrient_protein,
  carbohydrate: m.catalog_nutrient_carbohydrate,
  fibre: m.catalog_nutrient_fibre,
  fat: m.catalog_nutrient_fat,
  calcium: m.catalog_nutrient_calcium,
  iron: m.catalog_nutrient_iron,
};

/** A nutrition table row's name: 'Protein' ('प्रोटीन' in Hindi); a key the store has no words for, capitalised. */
export function nutrientLabel(key: string): string {
  const known = NUTRIENTS[key.toLowerCase()];
  return Object.hasOwn(NUTRIENTS, key.toLowerCase()) && known ? known() : key.charAt(0).toUpperCase() + key.slice(1);
}
