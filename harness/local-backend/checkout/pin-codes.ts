import type { DeliveryZone } from '../../../core/checkout/checkout-policy';

export interface PinCodeArea {
  readonly state: string;
  /** Null when only the postal circle (the state) is known. */
  readonly city: string | null;
  readonly zone: DeliveryZone;
  readonly serviceable: boolean;
}

type Row = readonly [prefix: string, state: string, city: string | null, zone: DeliveryZone, serviceable?: false];

/**
 * Three-digit sorting districts the store knows by city; the unserviceable ones are hill districts the courier does not
 * reach.
 */
const DISTRICTS: readonly Row[] = [
  ['110', 'Delhi', 'New Delhi', 'ncr'],
  ['121', 'Haryana', 'Faridabad', 'ncr'],
  ['122', 'Haryana', 'Gurugram', 'ncr'],
  ['201', 'Uttar Pradesh', 'Noida', 'ncr'],
  ['400', 'Maharashtra', 'Mumbai', 'metro'],
  ['411', 'Maharashtra', 'Pune', 'metro'],
  ['500', 'Telangana', 'Hyderabad', 'metro'],
  ['560', 'Karnataka', 'Bengaluru', 'metro'],
  ['600', 'Tamil Nadu', 'Chennai', 'metro'],
  ['700', 'West Bengal', 'Kolkata', 'metro'],
  ['380', 'Gujarat', 'Ahmedabad', 'rest'],
  ['302', 'Rajasthan', 'Jaipur', 'rest'],
  ['226', 'Uttar Pradesh', 'Lucknow', 'rest'],
  ['160', 'Chandigarh', 'Chandigarh', 'rest'],
  ['452', 'Madhya Pradesh', 'Indore', 'rest'],
  ['682', 'Kerala', 'Kochi', 'rest'],
  ['800', 'Bihar', 'Patna', 'rest'],
  ['751', 'Odisha', 'Bhubaneswar', 'rest'],
  ['781', 'Assam', 'Guwahati', 'remote'],
  ['190', 'Jammu and Kashmir', 'Srinagar', 'remote'],
  ['194', 'Ladakh', 'Leh', 'remote'],
  ['744', 'Andaman and Nicobar Islands', 'Port Blair', 'remote'],
  ['175', 'Himachal Pradesh', 'Kullu', 'remote', false],
  ['246', 'Uttarakhand', 'Chamoli', 'remote', false],
  ['791', 'Arunachal Pradesh', 'Tawang', 'remote', false],
];

/** Two-digit postal circles: the state only. */
const CIRCLES: readonly Row[] = [
  ['11', 'Delhi', null, 'ncr'],
  ['12', 'Haryana', null, 'rest'],
  ['13', 'Haryana', null, 'rest'],
  ['14', 'Punjab', null, 'rest'],
  ['15', 'Punjab', null, 'rest'],
  ['16', 'Punjab', null, 'rest'],
  ['17', 'Himachal Pradesh', null, 'rest'],
  ['18', 'Jammu and Kashmir', null, 'remote'],
  ['19', 'Jammu and Kashmir', null, 'remote'],
  ['20', 'Uttar Pradesh', null, 'rest'],
  ['21', 'Uttar Pradesh', null, 'rest'],
  ['22', 'Uttar Pradesh', null, 'rest'],
  ['23', 'Uttar Pradesh', null, 'rest'],
  ['24', 'Uttarakhand', null, 'rest'],
  ['25', 'Uttar Pradesh', null, 'rest'],
  ['26', 'Uttarakhand', null, 'rest'],
  ['27', 'Uttar Pradesh', null, 'rest'],
  ['28', 'Uttar Pradesh', null, 'rest'],
  ['30', 'Rajasthan', null, 'rest'],
  ['31', 'Rajasthan', null, 'rest'],
  ['32', 'Rajasthan', null, 'rest'],
  ['33', 'Rajasthan', null, 'rest'],
  ['34', 'Rajasthan', null, 'rest'],
  ['36', 'Gujarat', null, 'rest'],
  ['37', 'Gujarat', null, 'rest'],
  ['38', 'Gujarat', null, 'rest'],
  ['39', 'Gujarat', null, 'rest'],
  ['40', 'Maharashtra', null, 'rest'],
  ['41', 'Maharashtra', null, 'rest'],
  ['42', 'Maharashtra', null, 'rest'],
  ['43', 'Maharashtra', null, 'rest'],
  ['44', 'Maharashtra', null, 'rest'],
  ['45', 'Madhya Pradesh', null, 'rest'],
  ['46', 'Madhya Pradesh', null, 'rest'],
  ['47', 'Madhya Pradesh', null, 'rest'],
  ['48', 'Madhya Pradesh', null, 'rest'],
  ['49', 'Chhattisgarh', null, 'rest'],
  ['50', 'Telangana', null, 'rest'],
  ['51', 'Andhra Pradesh', null, 'rest'],
  ['52', 'Andhra Pradesh', null, 'rest'],
  ['53', 'Andhra Pradesh', null, 'rest'],
  ['56', 'Karnataka', null, 'rest'],
  ['57', 'Karnataka', null, 'rest'],
  ['58', 'Karnataka', null, 'rest'],
  ['59', 'Karnataka', null, 'rest'],
  ['60', 'Tamil Nadu', null, 'rest'],
  ['61', 'Tamil Nadu', null, 'rest'],
  ['62', 'Tamil Nadu', null, 'rest'],
  ['63', 'Tamil Nadu', null, 'rest'],
  ['64', 'Tamil Nadu', null, 'rest'],
  ['67', 'Kerala', null, 'rest'],
  ['68', 'Kerala', null, 'rest'],
  ['69', 'Kerala', null, 'rest'],
  ['70', 'West Bengal', null, 'rest'],
  ['71', 'West Bengal', null, 'rest'],
  ['72', 'West Bengal', null, 'rest'],
  ['73', 'West Bengal', null, 'rest'],
  ['74', 'West Bengal', null, 'rest'],
  ['75', 'Odisha', null, 'rest'],
  ['76', 'Odisha', null, 'rest'],
  ['77', 'Odisha', null, 'rest'],
  ['78', 'Assam', null, 'remote'],
  ['80', 'Bihar', null, 'rest'],
  ['81', 'Bihar', null, 'rest'],
  ['82', 'Jharkhand', null, 'rest'],
  ['83', 'Jharkhand', null, 'rest'],
  ['84', 'Bihar', null, 'rest'],
  ['85', 'Bihar', null, 'rest'],
];

const table = (rows: readonly Row[]) =>
  new Map(
    rows.map(
      ([prefix, state, city, zone, serviceable]) =>
        [prefix, { state, city, zone, serviceable: serviceable ?? true }] as const,
    ),
  );
const BY_DISTRICT = table(DISTRICTS);
const BY_CIRCLE = table(CIRCLES);

/** Six digits, not starting with 0. */
export const PIN_CODE = /^[1-9]\d{5}$/;

/** The area of a well-formed pin code: its district when seeded, else its postal circle; null when unknown. */
export function lookUpPinCode(pinCode: string): PinCodeArea | null {
  return BY_DISTRICT.get(pinCode.slice(0, 3)) ?? BY_CIRCLE.get(pinCode.slice(0, 2)) ?? null;
}
