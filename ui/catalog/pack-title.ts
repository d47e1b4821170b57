import * as m from '#ui-messages';
import { STORE_LANGUAGE } from '../i18n/language';

const SIZE = /(\d+(?:\.\d+)?)\s*(kg|g|ml|l)\b/gi;

const UNITS: Readonly<Record<string, (inputs: { amount: string }) => string>> = {
  kg: m.catalog_pack_kg,
  g: m.catalog_pack_g,
  l: m.catalog_pack_litre,
  ml: m.catalog_pack_ml,
};

/**
 * A pack's name as the store shows it: the catalogue's ('1 kg', '500 g') in the English store, its sizes in the
 * build's words in another ('1 किलो', '500 ग्राम'); names without a size ('Classic') as they are.
 */
export function packTitle(title: string): string {
  if (STORE_LANGUAGE === 'en') return title;
  return title.replace(SIZE, (size: string, amount: string, unit: string) => {
    const word = UNITS[unit.toLowerCase()];
    return word ? word({ amount }) : size;
  });
}
