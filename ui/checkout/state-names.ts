import * as m from '#ui-messages';

/** Each state's or union territory's name as the shopper reads it, by the name the address carries (INDIAN_STATES). */
const STATE_NAMES: Readonly<Record<string, () => string>> = {
  'Andaman and Nicobar Islands': m.checkout_state_andaman_and_nicobar_islands,
  'Andhra Pradesh': m.checkout_state_andhra_pradesh,
  'Arunachal Pradesh': m.checkout_state_arunachal_pradesh,
  Assam: m.checkout_state_assam,
  Bihar: m.checkout_state_bihar,
  Chandigarh: m.checkout_state_chandigarh,
  Chhattisgarh: m.checkout_state_chhattisgarh,
  'Dadra and Nagar Haveli and Daman and Diu': m.checkout_state_dadra_and_nagar_haveli_and_daman_and_diu,
  Delhi: m.checkout_state_delhi,
  Goa: m.checkout_state_goa,
  Gujarat: m.checkout_state_gujarat,
  Haryana: m.checkout_state_haryana,
  'Himachal Pradesh': m.checkout_state_himachal_pradesh,
  'Jammu and Kashmir': m.checkout_state_jammu_and_kashmir,
  Jharkhand: m.checkout_state_jharkhand,
  Karnataka: m.checkout_state_karnataka,
  Kerala: m.checkout_state_kerala,
  Ladakh: m.checkout_state_ladakh,
  Lakshadweep: m.checkout_state_lakshadweep,
  'Madhya Pradesh': m.checkout_state_madhya_pradesh,
  Maharashtra: m.checkout_state_maharashtra,
  Manipur: m.checkout_state_manipur,
  Meghalaya: m.checkout_state_meghalaya,
  Mizoram: m.checkout_state_mizoram,
  Nagaland: m.checkout_state_nagaland,
  Odisha: m.checkout_state_odisha,
  Puducherry: m.checkout_state_puducherry,
  Punjab: m.checkout_state_punjab,
  Rajasthan: m.checkout_state_rajasthan,
  Sikkim: m.checkout_state_sikkim,
  'Tamil Nadu': m.checkout_state_tamil_nadu,
  Telangana: m.checkout_state_telangana,
  Tripura: m.checkout_state_tripura,
  'Uttar Pradesh': m.checkout_state_uttar_pradesh,
  Uttarakhand: m.checkout_state_uttarakhand,
  'West Bengal': m.checkout_state_west_bengal,
};

/** The name to show for `state`, an address's state as INDIAN_STATES spells it; any other text as it is. */
export const stateName = (state: string): string => STATE_NAMES[state]?.() ?? state;
