import { describe, expect, it } from 'vitest';
import { createSeedCatalog } from '../catalog/seed-catalog';
import { answer } from './assistant';
import { findProducts } from './product-finder';
import { NIGHT_IST, NOON_IST } from './chat.fixture';

const catalog = createSeedCatalog();
const NOON = Date.parse(NOON_IST);
const NIGHT = Date.parse(NIGHT_IST);

const ask = (text: string, language = 'en', now = NOON) => answer(catalog, { text, language, now });
const handles = (handle: string | readonly string[] | undefined) =>
  handle === undefined ? [] : typeof handle === 'string' ? [handle] : [...handle];

describe('assistant: recognising products', () => {
  it('names the best ghee for an English question and links to every ghee (issue 22.11)', () => {
    const reply = ask('do you have ghee');
    expect(reply.aiResponse?.handle).toBe(findProducts(catalog, 'ghee')[0]?.handle);
    expect(catalog.productByHandle(handles(reply.aiResponse?.handle)[0]!)?.categories[0]?.handle).toBe('ghee');
    expect(reply.actions?.map((action) => action.path)).toEqual(['/search?q=ghee']);
    expect(reply.content).toMatch(/^Yes, we have/);
    expect(reply.aiResponse?.items).toBeUndefined();
  });

  it('understands Hinglish and answers in Hinglish', () => {
    const reply = ask('aata chahiye', 'hi');
    expect(handles(reply.aiResponse?.handle)[0]).toBe('fresh-chakki-atta-whole-wheat');
    expect(reply.content).toMatch(/^Haan ji/);
  });

  it('understands Hindi and answers in Devanagari', () => {
    const reply = ask('मुझे दाल चाहिए', 'hi');
    const found = handles(reply.aiResponse?.handle);
    expect(found).toHaveLength(1);
    expect(catalog.productByHandle(found[0]!)?.categories[0]?.handle).toBe('pulses');
    expect(reply.actions?.[0]?.label).toBe('सभी दाल देखें');
    expect(reply.content).toMatch(/^जी हाँ/);
  });

  it('answers one handle when a single product holds every word', () => {
    expect(ask('do you have mustard oil?').aiResponse?.handle).toBe('cold-pressed-mustard-oil');
    expect(ask('sarson ka tel chahiye', 'hi').aiResponse?.handle).toBe('cold-pressed-mustard-oil');
    expect(ask('toor dal', 'hi').aiResponse?.handle).toBe('toor-dal');
  });

  it('answers in the language the message was written in, whatever the widget language (issue 11)', () => {
    expect(ask('chawal hai kya', 'en').content).toMatch(/^Haan ji/);
    expect(ask('do you have rice', 'hi').content).toMatch(/^Yes, we have/);
  });

  it('finds products for each word when the whole query matches nothing', () => {
    const ghee = findProducts(catalog, 'ghee').map((product) => product.handle);
    expect(ghee).toContain('a2-desi-cow-ghee');
    // 'ghe zzzz' as a whole matches nothing; its word 'ghe' is a prefix of every ghee
    expect(findProducts(catalog, 'ghe zzzz').map((product) => product.handle)).toEqual(ghee);
    expect(findProducts(catalog, '')).toEqual([]);
  });
});

describe('assistant: add requests', () => {
  const line = (text: string, language = 'en') => {
    const reply = ask(text, language);
    const items = reply.aiResponse?.items ?? [];
    expect(items).toHaveLength(1);
    return { reply, item: items[0]! };
  };

  it('makes up 2 kg from two 1 kg packs', () => {
    const { reply, item } = line('add 2 kg atta');
    expect(item).toEqual({
      variant_id: 'variant_fresh_chakki_atta_whole_wheat_1kg',
      quantity: 2,
      title: 'Fresh Chakki Atta (Whole Wheat) - 1 kg',
    });
    expect(reply.aiResponse?.handle).toBe('fresh-chakki-atta-whole-wheat');
    expect(reply.content).toMatch(/^Done!/);
  });

  it('takes one 5 kg pack for 5 kg', () => {
    expect(line('add 5 kg atta').item).toMatchObject({
      variant_id: 'variant_fresh_chakki_atta_whole_wheat_5kg',
      quantity: 1,
    });
  });

  it('reads Hinglish amounts and verbs', () => {
    expect(line('2 kilo aata daal do', 'hi').item).toMatchObject({
      variant_id: 'variant_fresh_chakki_atta_whole_wheat_1kg',
      quantity: 2,
    });
    expect(line('do kilo aata daal do', 'hi').item).toMatchObject({ quantity: 2 });
    const { reply } = line('cart mein 1 litre mustard oil daalo', 'hi');
    expect(reply.aiResponse?.items?.[0]).toMatchObject({
      variant_id: 'variant_cold_pressed_mustard_oil_1l',
      quantity: 1,
    });
    expect(reply.content).toMatch(/^Ho gaya!/);
  });

  it('adds one of the first size when no amount is given', () => {
    const { item } = line('ghee add karo', 'hi');
    const product = catalog.productByHandle('a2-desi-cow-ghee');
    expect(item).toMatchObject({ variant_id: product?.variants[0]?.id, quantity: 1 });
  });

  it('reads Hindi amounts and verbs', () => {
    const { reply, item } = line('दो किलो आटा डाल दो', 'hi');
    expect(item).toMatchObject({ variant_id: 'variant_fresh_chakki_atta_whole_wheat_1kg', quantity: 2 });
    expect(reply.content).toMatch(/^हो गया!/);
  });

  it('counts packs and splits fractional amounts into smaller packs', () => {
    expect(line('add 2 ghee').item).toMatchObject({ quantity: 2 });
    expect(line('add 1.5 kg toor dal').item).toMatchObject({ variant_id: 'variant_toor_dal_500g', quantity: 3 });
  });

  it('names the variant it added with the handle, so the card shows that pack (issue 11, defect 3)', () => {
    const { reply } = line('1 litre desi ghee daal do', 'hi');
    const item = reply.aiResponse?.items?.[0];
    expect(item?.variant_id).toMatch(/1l/);
    expect(reply.aiResponse?.variant_id).toBe(item?.variant_id);
    expect(ask('add 2 kg atta and 1 litre mustard oil').aiResponse?.variant_id).toBe(
      'variant_fresh_chakki_atta_whole_wheat_1kg',
    );
    expect(ask('do you have ghee?').aiResponse?.variant_id).toBeUndefined();
  });

  it('adds several products from one message', () => {
    const reply = ask('add 2 kg atta and 1 litre mustard oil');
    expect(reply.aiResponse?.items?.map((item) => [item.variant_id, item.quantity])).toEqual([
      ['variant_fresh_chakki_atta_whole_wheat_1kg', 2],
      ['variant_cold_pressed_mustard_oil_1l', 1],
    ]);
    expect(reply.aiResponse?.handle).toEqual(['fresh-chakki-atta-whole-wheat', 'cold-pressed-mustard-oil']);
  });

  it('asks which product when an add request names none, without a suggestion', () => {
    const reply = ask('add to cart');
    expect(reply.aiResponse).toBeUndefined();
    expect(reply.content).toMatch(/Which product/);
  });
});

describe('assistant: everything else', () => {
  it('greets with the aisles and no suggestion', () => {
    const reply = ask('hello');
    expect(reply.aiResponse).toBeUndefined();
    expect(reply.content).toContain('Ghee');
    expect(reply.content).toContain('Pulses');
    expect(reply.content).not.toMatch(/advert|Customize/i);
  });

  it('mentions agent hours only when agents are off duty', () => {
    expect(ask('hello', 'en', NOON).content).not.toContain('10:00 AM');
    expect(ask('hello', 'en', NIGHT).content).toContain('10:00 AM - 8:00 PM');
    expect(ask('hello', 'en', NIGHT).content).toMatch(/^Good evening/);
  });

  it('greets in Hinglish and Hindi', () => {
    expect(ask('namaste', 'hi').content).toContain('shopping assistant');
    expect(ask('नमस्ते', 'hi').content).toContain('शॉपिंग सहायक');
  });

  it('says so when nothing matches, offering the aisles', () => {
    const reply = ask('do you have xyzzy');
    expect(reply.aiResponse).toBeUndefined();
    expect(reply.content).toMatch(/couldn't find "xyzzy"/);
  });

  it('answers thanks and what is in the cart', () => {
    expect(ask('thank you').content).toMatch(/welcome/);
    const cart = answer(catalog, {
      text: "what's in my cart?",
      language: 'en',
      now: NOON,
      cartItems: [{ id: 'item_1', name: 'Ragi Atta', quantity: 2, price: 9900 }],
    });
    expect(cart.content).toBe('Your cart has: 2 x Ragi Atta.');
  });

  it('is a pure function of its input', () => {
    expect(ask('add 2 kg atta and some ghee')).toEqual(ask('add 2 kg atta and some ghee'));
  });
});

describe('assistant: what was asked (issue 22.11)', () => {
  const titleOf = (handle: string) => catalog.productByHandle(handle)?.title ?? handle;
  const otherTitles = (content: string, handle: string) => {
    const without = content.replaceAll(titleOf(handle), '');
    return catalog.products().filter((product) => without.includes(product.title));
  };

  it('offers the pack size asked for in a question, or the packs that make it up', () => {
    const ghee = ask('ghee chahiye 1 kg', 'hi');
    const handle = handles(ghee.aiResponse?.handle)[0]!;
    const variant = catalog.productByHandle(handle)?.variants.find((each) => each.id === ghee.aiResponse?.variant_id);
    expect(variant?.title).toBe('1 L');
    expect(ghee.content).toContain(`1 L ${titleOf(handle)}`);
    expect(ghee.content).not.toContain('250 ml');

    const dal = ask('toor dal 2 kg chahiye', 'hi');
    expect(dal.aiResponse?.handle).toBe('toor-dal');
    expect(dal.aiResponse?.variant_id).toBe('variant_toor_dal_1kg');
    expect(dal.content).toContain('2 x 1 kg');
    expect(dal.content).toContain('2 kg Toor Dal add karo');
  });

  it('reads diet words: sugar free, diabetic, low GI, heart, weight loss, kids, gluten free', () => {
    expect(handles(ask('do you have sugar free atta?').aiResponse?.handle)[0]).toBe('diabetic-care-atta');
    expect(handles(ask('low gi atta').aiResponse?.handle)[0]).toBe('diabetic-care-atta');
    const inCategory = (text: string, category: string) => {
      const found = handles(ask(text).aiResponse?.handle);
      expect(found.length, text).toBeGreaterThan(0);
      for (const handle of found)
        expect(
          catalog.productByHandle(handle)?.categories.map((each) => each.handle),
          text,
        ).toContain(category);
    };
    inCategory('atta for kids', 'kids');
    inCategory('heart healthy oil', 'heart-friendly');
    inCategory('any rice for weight loss?', 'weight-loss');
    inCategory('diabetic dal', 'diabetic-friendly');
    for (const text of ['gluten free atta', 'do you have gluten-free flour']) {
      const found = handles(ask(text).aiResponse?.handle);
      expect(found.length, text).toBeGreaterThan(0);
      for (const handle of found)
        expect(catalog.productByHandle(handle)?.metadata.ingredients, text).not.toMatch(/wheat|barley|semolina|oats/i);
    }
  });

  it('names only the product its card shows, and links to the rest', () => {
    for (const text of ['do you have ghee', 'aata chahiye', 'do you have ghee and atta']) {
      const reply = ask(text, 'hi');
      const handle = reply.aiResponse?.handle;
      expect(typeof handle, text).toBe('string');
      expect(reply.content, text).toContain(titleOf(handle as string));
      expect(otherTitles(reply.content, handle as string), text).toEqual([]);
    }
    const ghee = ask('do you have ghee');
    expect(ghee.actions).toEqual([{ type: 'link', label: 'See all ghee', path: '/search?q=ghee' }]);
    expect(ask('do you have ghee and atta').actions?.map((action) => action.path)).toEqual([
      '/search?q=ghee',
      '/search?q=atta',
    ]);
    expect(ask('sugar free atta').actions).toEqual([
      { type: 'link', label: 'See all Diabetic Friendly', path: '/categories/diabetic-friendly' },
    ]);
  });

  it('answers an English request in English, whatever the widget language', () => {
    for (const text of [
      'Do you have desi ghee?',
      'I want 2 kilo atta',
      'add 1 kilo besan',
      'is the kala namak fresh?',
      'which dal do you have?',
    ])
      expect(ask(text, 'hi').content, text).toMatch(/^(Yes|Done)/);
    expect(ask('desi ghee hai kya?', 'en').content).toMatch(/^Haan ji/);
  });

  it('asks a guest for the order number and mobile, and sends a customer to Order History', () => {
    const guest = answer(catalog, { text: 'where is my order', language: 'en', now: NOON, guest: true });
    expect(guest.intent).toBe('order_status');
    expect(guest.content).toMatch(/order number/);
    expect(guest.content).toMatch(/mobile/);
    expect(guest.content).not.toMatch(/Order History/);
    const hinglish = answer(catalog, { text: 'mera order kahan hai', language: 'hi', now: NOON, guest: true });
    expect(hinglish.content).toMatch(/order number/);
    expect(hinglish.content).not.toMatch(/Order History/);
    const hindi = answer(catalog, { text: 'मेरा ऑर्डर कहाँ है?', language: 'hi', now: NOON, guest: true });
    expect(hindi.content).toMatch(/ऑर्डर नंबर/);
    expect(hindi.content).not.toMatch(/Order History/);
    expect(ask('where is my order').content).toMatch(/Order History/);
  });
});
