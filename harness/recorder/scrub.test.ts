import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INDIAN_STATES } from '../../core/checkout/indian-states';
import { PIN_CODE_PATTERN } from '../../core/checkout/checkout-validation';
import { scrubSecrets } from './scrub';

const LINE1 = '12 MG Road, DLF Phase 2';
const LINE2 = 'Near Galleria Market';
const CITY = 'Gurugram';
const STATE = 'Haryana';
const PIN = '122002';
const CART_ADDRESS = {
  first_name: 'Asha',
  last_name: 'Verma',
  address_1: LINE1,
  address_2: LINE2,
  city: CITY,
  province: STATE,
  postal_code: PIN,
  country_code: 'in',
  phone: '+919876543210',
};

/** What a guest checkout and a chat send from outside the app: typed fields, answers, a typed message. */
const outside = [
  { type: 'checkout/fieldChangeRequested', payload: { field: 'line1', value: LINE1 } },
  { type: 'checkout/fieldChangeRequested', payload: { field: 'line2', value: LINE2 } },
  { type: 'checkout/fieldChangeRequested', payload: { field: 'pinCode', value: PIN } },
  { type: 'checkout/fieldChangeRequested', payload: { field: 'city', value: CITY } },
  { type: 'checkout/fieldChangeRequested', payload: { field: 'state', value: STATE } },
  { status: 200, body: { pin_code: PIN, city: CITY, state: STATE, serviceable: true } },
  { status: 200, body: { cart: { id: 'cart_1', shipping_address: CART_ADDRESS, billing_address: CART_ADDRESS } } },
  {
    type: 'chat/sendRequested',
    payload: { content: 'Call me on 98765 43210 or 8123-456-789, mail asha.v@gmail.com; deliver to 560 001 please' },
  },
];

const scrubbed = () =>
  scrubSecrets(
    {
      outside,
      url: `http://127.0.0.1:5173/store/pincodes/${PIN}`,
      at: `1732${PIN}000`,
      pack: 'Pack of 2, 500 g',
    },
    outside,
  );

describe('scrubSecrets', () => {
  it('scrubs every address field, typed or answered: street lines, city, state and pin code', () => {
    const { outside: scrubbedOutside, url } = scrubbed();
    const text = JSON.stringify({ scrubbedOutside, url });
    for (const secret of [LINE1, LINE2, 'MG Road', CITY, STATE, PIN, 'Asha', 'Verma', '9876543210'])
      expect(text).not.toContain(secret);
  });

  it('keeps the shapes the checkout checks: a pin code of six digits, a state of the list, the same place each time', () => {
    const result = scrubbed();
    const [line1, , pin, city, state] = result.outside
      .slice(0, 5)
      .map((item) => (item as { payload: { value: string } }).payload.value);
    expect(pin).toMatch(PIN_CODE_PATTERN);
    expect(INDIAN_STATES).toContain(state);
    expect(line1).not.toBe('');
    const answered = (result.outside[6] as { body: { cart: { shipping_address: typeof CART_ADDRESS } } }).body.cart
      .shipping_address;
    expect(answered).toMatchObject({ address_1: line1, city, province: state, postal_code: pin, country_code: 'in' });
    expect(result.url).toBe(`http://127.0.0.1:5173/store/pincodes/${String(pin)}`);
  });

  it('scrubs a full name typed in one field word by word, as the app splits it into first and last name', () => {
    const typed = { type: 'checkout/fieldChangeRequested', payload: { field: 'fullName', value: 'Asha  Verma' } };
    const sent = { shipping_address: { first_name: 'Asha', last_name: 'Verma', phone: '9876543210' } };
    const [field, address] = scrubSecrets([typed, sent], [typed]);
    const { first_name: first, last_name: last } = (address as typeof sent).shipping_address;
    expect((field as typeof typed).payload.value).toBe(`${first}  ${last}`);
    expect([first, last]).toEqual(['Person1', 'Person2']);
  });

  it('scrubs a phone, an email and a pin code inside free text, as typed, and leaves other numbers alone', () => {
    const result = scrubbed();
    const message = (result.outside[7] as { payload: { content: string } }).payload.content;
    expect(message).not.toMatch(/98765 43210|8123-456-789|asha\.v@gmail\.com|560 001/);
    expect(message).toMatch(/^Call me on 90000 00001 or \d{4}-\d{3}-\d{3}, mail shopper\d@example\.test; deliver to/);
    expect(result.at).toBe(`1732${PIN}000`);
    expect(result.pack).toBe('Pack of 2, 500 g');
  });
});

describe('scrubSecrets on forms typed key by key', () => {
  const typing = (field: string, ...values: string[]) =>
    values.map((value) => ({ type: 'account/loginFieldChangeRequested', payload: { field, value } }));
  const outside = [
    ...typing('email', 'as', 'asha.v@', 'asha.v@gmail.com'),
    ...typing('password', 'p', 'pa', 'pas', 'pass', 'passw0rd!', 'passw0rd'),
    { type: 'account/passwordLoginRequested', payload: { email: 'asha.v@gmail.com', password: 'passw0rd' } },
    ...typing('phone', '9', '98', '98765', '98765 43210'),
    ...typing('otp', '4', '48', '482', '4829', '482915'),
    ...typing('firstName', 'A', 'As', 'Ash', 'Asha'),
    { status: 200, body: { products: [{ title: 'Ashirvaad Atta', handle: 'pass-through' }] } },
  ];
  const scrubbed = () => scrubSecrets(outside, outside);
  const typedValues = (events: unknown[]) =>
    events.flatMap((event) => {
      const payload = (event as { payload?: { field?: string; value?: string } }).payload;
      return payload?.field ? [payload.value] : [];
    });

  it('leaves no typed text of a secret field, not even its first keystrokes', () => {
    const before = typedValues(outside);
    const after = typedValues(scrubbed());
    expect(after).toHaveLength(before.length);
    after.forEach((value, index) => expect(value, `typed ${before[index]}`).not.toBe(before[index]));
    const text = JSON.stringify(scrubbed());
    for (const secret of ['passw0', '98765', '4829', 'asha.v']) expect(text).not.toContain(secret);
  });

  it('changes nothing the shopper did not type: event types, product names and handles stay as they are', () => {
    const result = scrubbed();
    expect(result.map((item) => (item as { type?: string }).type)).toEqual(outside.map((item) => item.type));
    expect(JSON.stringify(result.at(-1))).toBe(JSON.stringify(outside.at(-1)));
  });

  it('scrubs the value sent the same way as the same text typed, so a replay still matches', () => {
    const result = scrubbed() as { type?: string; payload?: { field?: string; value?: string; password?: string } }[];
    const sent = result.find((item) => item.type === 'account/passwordLoginRequested')!.payload!;
    const lastTyped = result.filter((item) => item.payload?.field === 'password').at(-1)!.payload!.value;
    expect(lastTyped).toBe(sent.password);
    const otp = result.filter((item) => item.payload?.field === 'otp').at(-1)!.payload!.value!;
    expect(otp).toMatch(/^\d{6}$/);
  });
});

describe('the committed recordings', () => {
  const dir = join(__dirname, '../../scenarios/recorded');
  const ADDRESS_KEY = /^(address_?[12]|line_?[12]|city|postal_?code|pin_?code)$/i;

  it('hold no address: each street line, city and pin code is a placeholder', () => {
    const kept: string[] = [];
    const visit = (node: unknown, key: string, parent: Record<string, unknown> | null): void => {
      const effective = key === 'value' && typeof parent?.field === 'string' ? parent.field : key;
      if (typeof node === 'string' && node !== '' && ADDRESS_KEY.test(effective)) {
        if (!/^(Street \d+|City\d+|1\d{5})$/.test(node)) kept.push(`${effective}: ${node}`);
      } else if (Array.isArray(node)) node.forEach((item) => visit(item, key, parent));
      else if (typeof node === 'object' && node !== null)
        for (const [child, value] of Object.entries(node)) visit(value, child, node as Record<string, unknown>);
    };
    for (const file of readdirSync(dir)) visit(JSON.parse(readFileSync(join(dir, file), 'utf8')), '', null);
    expect(kept).toEqual([]);
  });
});
