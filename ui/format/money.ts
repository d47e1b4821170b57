const INR = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Money held in minor units (paise) for display: 12345600 becomes ₹1,23,456.00. */
export function formatMoney(minorUnits: number): string {
  return INR.format(minorUnits / 100);
}
