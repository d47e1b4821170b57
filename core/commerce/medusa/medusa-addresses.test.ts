import { describe, expect, it } from 'vitest';
import type { Address } from '../../checkout/checkout.model';
import { asRecorded, loadFixture, replayFixture, resultOf } from '../../../harness/fakes/medusa-fixture-replay';

const recorded = (name: string) => loadFixture(name).exchanges.map((exchange) => exchange.request);
const tokenOf = (name: string) =>
  loadFixture(name).exchanges[0]!.request.headers['authorization']!.replace('Bearer ', '');

describe("medusa saved addresses on Medusa 2.21's StoreCustomerAddress shape", () => {
  it("lists the customer's addresses from GET /store/customers/me/addresses, the default shipping one first", async () => {
    const fixture = loadFixture('addresses-list');
    const { commerce, made } = replayFixture(fixture, { token: tokenOf('addresses-list') });
    const result = await resultOf(commerce.listAddresses());
    expect(asRecorded(made)).toEqual(recorded('addresses-list'));
    expect(result).toEqual({
      ok: true,
      value: [
        {
          id: 'cuaddr_01M85B3F0S8W2J7QZ5M9C6PA1E',
          address: {
            fullName: 'Ravi Kumar',
            line1: 'Plot 7, Sector 18',
            line2: '',
            city: 'Gurugram',
            state: 'Haryana',
            pinCode: '122015',
            phone: '9876501234',
          },
        },
        {
          id: 'cuaddr_01M85B2Q7V3D9XK6T1R8N4HJ5C',
          address: {
            fullName: 'Ravi Kumar',
            line1: '14 Park Street',
            line2: 'Flat 3B',
            city: 'Kolkata',
            state: 'West Bengal',
            pinCode: '700016',
            phone: '9876501234',
          },
        },
      ],
    });
  });

  it("saves with POST /store/customers/me/addresses in Medusa fields, country in, and reads the customer's addresses back", async () => {
    const fixture = loadFixture('address-save');
    const { commerce, made } = replayFixture(fixture, { token: tokenOf('address-save') });
    const result = await resultOf(commerce.saveAddress(fixture.args[0] as Address));
    expect(asRecorded(made)).toEqual(recorded('address-save'));
    expect(made[0]!.body).toMatchObject({
      country_code: 'in',
      postal_code: '560025',
      province: 'Karnataka',
      phone: '+919876501234',
    });
    expect(result.ok && result.value.map((saved) => saved.address.pinCode)).toEqual(['122015', '700016', '560025']);
  });

  it("an answer without the address list is unreadable; a refused save keeps Medusa's words", async () => {
    const list = loadFixture('addresses-list');
    const garbled = replayFixture(list, {
      token: tokenOf('addresses-list'),
      answer: () => ({ status: 200, body: { addresses: 'none' } }),
    });
    expect(await resultOf(garbled.commerce.listAddresses())).toMatchObject({
      ok: false,
      kind: 'unreadable',
      status: 200,
    });
    const save = loadFixture('address-save');
    const refused = replayFixture(save, {
      token: tokenOf('address-save'),
      answer: () => ({
        status: 400,
        body: { type: 'invalid_data', message: "Invalid request: Expected type: 'string' for field 'postal_code'" },
      }),
    });
    expect(await resultOf(refused.commerce.saveAddress(save.args[0] as Address))).toEqual({
      ok: false,
      kind: 'invalid',
      status: 400,
      message: "Invalid request: Expected type: 'string' for field 'postal_code'",
    });
  });
});
