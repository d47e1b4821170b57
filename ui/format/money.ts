import { groupIndian } from '../../core/format/indian-digits';

/**
 * Money held in minor units (paise) for display: 12345600 becomes ₹1,23,456.00, as
 * `Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })` writes it (see `groupIndian`
 * for why not with it).
 */
export function formatMoney(minorUnits: number): string {
  const paise = Math.round(Math.abs(minorUnits));
  const sign = minorUnits < 0 ? '-' : '';
  return `${sign}₹${groupIndian(Math.floor(paise / 100))}.${String(paise % 100).padStart(2, '0')}`;
}
