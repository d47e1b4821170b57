import { describe, expect, it } from 'vitest';
import { groupIndian } from '../../core/format/indian-digits';
import { CHECKOUT_POLICY, DELIVERY_ZONES } from '../../core/checkout/checkout-policy';
import { COMMERCE_TRAITS } from '../../core/commerce/commerce.port';
import type { ContentBlock, ContentDocument } from './content.model';
import { faqGroups } from './faq';
import { RETURN_REFUND_POLICY, shippingPolicy, TERMS_AND_CONDITIONS } from './policies';

const BRAND_FEES = COMMERCE_TRAITS.brand.paymentFees;
const FAQ_GROUPS = faqGroups(BRAND_FEES);
const SHIPPING_POLICY = shippingPolicy(BRAND_FEES);
const textOf = (blocks: readonly ContentBlock[]) =>
  blocks.flatMap((block) => (block.kind === 'p' ? [block.text] : block.items)).join('\n');
const faqAnswer = (question: RegExp, groups = FAQ_GROUPS) =>
  textOf(groups.flatMap((group) => group.entries).find((entry) => question.test(entry.question))?.answer ?? []);
const policyText = (document: ContentDocument) => textOf(document.sections.flatMap((section) => section.blocks));
const rupees = (paise: number) => `₹${groupIndian(paise / 100)}`;

/** Ways to pay that checkout does not offer. */
const NOT_OFFERED = /\b(cards?|net ?banking|wallets?|Google Pay|PhonePe|Paytm|prepaid)\b|\bUPI\b(?! or bank transfer)/i;

describe('the store’s pages promise what checkout does (issue 22 item 4)', () => {
  it('the FAQ and the shipping policy give every zone the delivery days checkout promises', () => {
    const faq = faqAnswer(/How long does delivery take/);
    const shipping = policyText(SHIPPING_POLICY);
    for (const { area, days } of Object.values(DELIVERY_ZONES)) {
      expect(faq).toContain(`${area}: ${days[0]} to ${days[1]} working days`);
      expect(shipping).toContain(`${area}: ${days[0]} to ${days[1]} working days`);
    }
  });

  it('the FAQ offers only cash on delivery, with its limit and fee, and what to do over the limit', () => {
    const methods = faqAnswer(/Which payment methods/);
    expect(methods).not.toMatch(NOT_OFFERED);
    expect(methods).toMatch(/cash on delivery/i);
    expect(methods).toContain(rupees(CHECKOUT_POLICY.codLimit));
    expect(methods).toMatch(/call or WhatsApp/);
    const cod = faqAnswer(/Cash on Delivery available/);
    expect(cod).toContain(rupees(CHECKOUT_POLICY.codLimit));
    expect(cod).toContain(rupees(CHECKOUT_POLICY.codFee));
    expect(cod).not.toMatch(/most pin codes/);
  });

  it('on a backend that charges no COD fee (stock Medusa), the FAQ and the shipping policy name no fee (issue 22)', () => {
    const fees = COMMERCE_TRAITS.medusa.paymentFees;
    const groups = faqGroups(fees);
    for (const text of [
      faqAnswer(/Which payment methods/, groups),
      faqAnswer(/Cash on Delivery available/, groups),
      policyText(shippingPolicy(fees)),
    ]) {
      expect(text).not.toMatch(/handling fee/i);
      expect(text).not.toContain(rupees(CHECKOUT_POLICY.codFee));
    }
    expect(faqAnswer(/Cash on Delivery available/, groups)).toContain(rupees(CHECKOUT_POLICY.codLimit));
    expect(policyText(shippingPolicy(fees))).toContain(rupees(CHECKOUT_POLICY.deliveryFee));
  });

  it('delivery charges are the policy’s on the FAQ and the shipping policy', () => {
    for (const text of [faqAnswer(/How much does delivery cost/), policyText(SHIPPING_POLICY)]) {
      expect(text).toContain(rupees(CHECKOUT_POLICY.freeDeliveryFrom));
      expect(text).toContain(rupees(CHECKOUT_POLICY.deliveryFee));
    }
  });

  it('no FAQ answer or policy names a way to pay that checkout does not offer', () => {
    const all = [
      ...FAQ_GROUPS.flatMap((group) => group.entries.map((entry) => textOf(entry.answer))),
      policyText(SHIPPING_POLICY),
      policyText(RETURN_REFUND_POLICY),
      policyText(TERMS_AND_CONDITIONS),
    ];
    for (const text of all) expect(text).not.toMatch(NOT_OFFERED);
  });
});
