import { describe, expect, it } from 'vitest';
import { CHECKOUT_POLICY, DELIVERY_ZONES, deliveryPromise } from '../../../core/checkout/checkout-policy';
import { rupeesText } from '../../../core/checkout/checkout-promises';
import { createSeedCatalog } from '../catalog/seed-catalog';
import { lookUpPinCode } from '../checkout/pin-codes';
import { answer } from './assistant';
import { NOON_IST } from './chat.fixture';

const catalog = createSeedCatalog();
const NOON = Date.parse(NOON_IST);
const ask = (text: string, language = 'en') => answer(catalog, { text, language, now: NOON });

/** Ways to pay that checkout does not offer, named as if offered. */
const NOT_OFFERED = /\b(we (take|accept)|pay (by|with|using)) (UPI|cards?|net ?banking|wallets?)/i;

describe('the assistant promises what checkout does (issue 22 item 4)', () => {
  it('gives every zone the days checkout’s delivery option shows, in every language', () => {
    for (const [text, language] of [
      ['how long does delivery take?', 'en'],
      ['delivery kab tak hogi', 'hi'],
      ['डिलीवरी कब तक होगी?', 'hi'],
    ] as const) {
      const reply = ask(text, language);
      expect(reply.intent).toBe('delivery_time');
      for (const { days } of Object.values(DELIVERY_ZONES)) expect(reply.content).toContain(`${days[0]}-${days[1]}`);
      expect(reply.content).not.toContain('2-5');
    }
  });

  it('answers for the pin code asked about with the promise checkout gives it', () => {
    const reply = ask('how many days for delivery to 122001?');
    expect(reply.intent).toBe('delivery_time');
    expect(reply.content).toContain('122001');
    expect(reply.content).toContain(deliveryPromise('ncr'));
    expect(reply.content).not.toContain(deliveryPromise('metro'));
    expect(ask('delivery to 560001 kab tak hogi', 'hi').content).toContain('2-4 din');
  });

  it('a pin code the store does not deliver to is said so', () => {
    expect(ask('can you deliver to 175101?').content).toMatch(/do not deliver to 175101/);
  });

  it('the days it gives a pin code are the days checkout’s delivery option shows for it', () => {
    for (const pinCode of ['110001', '400001', '380001', '781001']) {
      const area = lookUpPinCode(pinCode);
      expect(ask(`delivery time for ${pinCode}`).content).toContain(deliveryPromise(area?.zone ?? 'ncr'));
    }
  });

  it('names cash on delivery as the way to pay, with its limit and fee, and no method checkout lacks', () => {
    for (const [text, language] of [
      ['do you accept UPI?', 'en'],
      ['can I pay by card', 'en'],
      ['payment kaise karna hai', 'hi'],
      ['भुगतान कैसे करें?', 'hi'],
    ] as const) {
      const reply = ask(text, language);
      expect(reply.intent, text).toBe('payment');
      expect(reply.handover).toBe(false);
      expect(reply.content).toContain(rupeesText(CHECKOUT_POLICY.codLimit));
      expect(reply.content).toContain(rupeesText(CHECKOUT_POLICY.codFee));
      expect(reply.content).not.toMatch(NOT_OFFERED);
      expect(reply.aiResponse).toBeUndefined();
    }
  });
});
