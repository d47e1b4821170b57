/**
 * The seeded sale: products sold below their MRP, by handle, with the percent off their MRP. The seed files keep the
 * selling price; the MRP is worked out from it ({@link mrpFor}). Medusa gets the same sale as a price list
 * (harness/medusa/server/src/scripts/seed-sale.ts).
 */
export const SALE_PERCENT: Readonly<Record<string, number>> = {
  'sharbati-wheat-atta': 12,
  'multigrain-atta': 10,
  'a2-gir-cow-ghee': 8,
  'cold-pressed-groundnut-oil': 15,
  'cold-pressed-mustard-oil': 10,
  'moong-dal': 7,
  'chana-dal': 10,
  'basmati-rice': 12,
  'dosa-premix': 18,
  'idli-premix': 15,
  'jaggery-powder': 10,
  'festive-gift-hamper': 6,
};

/** The MRP in paise of a pack sold at `price` paise, `percent` off: rounded up to whole rupees. */
export const mrpFor = (price: number, percent: number): number => Math.ceil(price / (1 - percent / 100) / 100) * 100;
