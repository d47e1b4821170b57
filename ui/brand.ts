/**
 * Store-wide brand details. The specification does not name the brand; this is the one place to
 * set it.
 */
export const BRAND_NAME = 'Grocery Storefront';
export const COPYRIGHT_YEAR = 2024;
