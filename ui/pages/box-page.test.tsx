// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../format/money';
import { renderApp } from '../testing/render-app';
import { RAIL_SIZE } from '../../core/catalog/catalog.model';
import { toProduct } from '../../core/commerce/brand/brand-catalog.decoders';
import { boxItems, type BoxPick } from './box-page';
import { TEST_CATALOG } from '../testing/catalog.fixture';
import { catalogResponder } from '../testing/page-fixtures';
import { eventsOf, settle } from '../testing/page-test-helpers';
import { preloadPages } from './lazy-pages';

beforeAll(() => preloadPages());
afterEach(cleanup);

const main = () => within(screen.getByRole('main'));
const CHOICES = TEST_CATALOG.productsInCategory('customize-box');
/** The first weight of a test catalogue product, as the core holds the product. */
function catalogPick(handle: string): BoxPick {
  const product = toProduct(TEST_CATALOG.productByHandle(handle));
  const variant = product?.variants[0];
  if (!product || !variant) throw new Error(`no product ${handle} in the test catalogue`);
  return { product, variant };
}
const addToBox = (title: string) =>
  act(() => fireEvent.click(main().getByRole('button', { name: `Add to box: ${title}` })));

describe('customize your box', () => {
  it('offers the box choices and shows the progress of its four slots', () => {
    const app = renderApp({ path: '/atta-box', respond: catalogResponder() });
    settle(app);
    expect(main().getByRole('heading', { level: 1 }).textContent).toBe('Customize your Atta box');
    expect(eventsOf(app, 'catalog/listingRequested').map(({ event }) => event.payload)).toEqual([
      { handle: 'customize-box', order: 'popularity' },
    ]);
    expect(CHOICES.length).toBeGreaterThanOrEqual(4);
    for (const product of CHOICES)
      expect(main().getByRole('button', { name: `Add to box: ${product.title}` })).toBeTruthy();
    expect(main().getByText('0 of 4 picked')).toBeTruthy();
    expect(main().getAllByText(/^Slot \d: empty$/)).toHaveLength(4);
    expect((main().getByRole('button', { name: 'Pick 4 more to add the box' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('fills the slots, then adds the whole box to the cart in one request', () => {
    const app = renderApp({ path: '/atta-box', respond: catalogResponder() });
    settle(app);
    const [a, b, c] = CHOICES;
    if (!a || !b || !c) throw new Error('need three choices');
    act(() =>
      fireEvent.change(main().getByRole('combobox', { name: `Weight of ${b.title}` }), {
        target: { value: b.variants[1]?.id },
      }),
    );
    addToBox(a.title);
    addToBox(b.title);
    expect(main().getByText('2 of 4 picked')).toBeTruthy();
    expect((main().getByRole('progressbar', { name: 'Box filled' }) as HTMLProgressElement).value).toBe(2);
    addToBox(c.title);
    addToBox(a.title);
    expect(main().getByText('4 of 4 picked')).toBeTruthy();
    expect((main().getByRole('button', { name: `Add to box: ${c.title}` }) as HTMLButtonElement).disabled).toBe(true);
    const expectedTotal =
      2 * (a.variants[0]?.calculated_price.calculated_amount ?? 0) +
      (b.variants[1]?.calculated_price.calculated_amount ?? 0) +
      (c.variants[0]?.calculated_price.calculated_amount ?? 0);
    expect(main().getByText(formatMoney(expectedTotal))).toBeTruthy();

    act(() => fireEvent.click(main().getByRole('button', { name: 'Add box to cart' })));
    const adds = eventsOf(app, 'cart/itemAddRequested');
    expect(adds).toHaveLength(1);
    expect(adds[0]?.event.payload).toEqual({
      items: [
        { variantId: a.variants[0]?.id, quantity: 2, title: a.title },
        { variantId: b.variants[1]?.id, quantity: 1, title: b.title },
        { variantId: c.variants[0]?.id, quantity: 1, title: c.title },
      ],
      origin: 'store',
    });
    expect(main().getByText('0 of 4 picked')).toBeTruthy();
    expect(main().getByRole('status').textContent).toContain('Your box is on its way to the cart.');
  });

  it('a picked item can be taken out of its slot, and the later picks move up', () => {
    const app = renderApp({ path: '/atta-box', respond: catalogResponder() });
    settle(app);
    const [first, second] = CHOICES;
    if (!first || !second) throw new Error('need two choices');
    addToBox(first.title);
    addToBox(second.title);
    act(() =>
      fireEvent.click(
        main().getByRole('button', { name: `Remove ${first.title} (${first.variants[0]?.title}) from the box` }),
      ),
    );
    expect(main().getByText('1 of 4 picked')).toBeTruthy();
    const slots = within(main().getByRole('region', { name: 'Your box' })).getAllByRole('listitem');
    expect(slots[0]?.textContent).toContain(second.title);
    expect(slots.slice(1).map((slot) => slot.textContent)).toEqual(['Slot 2: empty', 'Slot 3: empty', 'Slot 4: empty']);
    const card = (title: string) =>
      main()
        .getByRole('button', { name: `Add to box: ${title}` })
        .closest('article') as HTMLElement;
    expect(card(second.title).textContent).toContain('1 in your box');
    expect(card(first.title).textContent).not.toContain('in your box');
  });

  it('a known box is titled by its box; an unknown word before -box is a not-found page (issue 11)', () => {
    const hamper = renderApp({ path: '/hamper-box', respond: catalogResponder() });
    settle(hamper);
    expect(main().getByRole('heading', { level: 1 }).textContent).toBe('Customize your Gift box');
    cleanup();
    const unknown = renderApp({ path: '/random-box', respond: catalogResponder() });
    settle(unknown);
    expect(main().getByRole('heading', { level: 1 }).textContent).toBe('Box not found');
    expect(main().queryByText(/Customize your/)).toBeNull();
    expect(eventsOf(unknown, 'catalog/listingRequested')).toEqual([]);
  });

  it('a gift box picks from the bestsellers', () => {
    const app = renderApp({ path: '/gift-box', respond: catalogResponder() });
    settle(app);
    expect(eventsOf(app, 'catalog/railRequested').map(({ event }) => event.payload.rail)).toEqual(['bestsellers']);
    const bestsellers = TEST_CATALOG.productsInCategory('grocery').slice(0, RAIL_SIZE);
    const offered = main()
      .getAllByRole('button', { name: /^Add to box: / })
      .map((button) => button.getAttribute('aria-label')?.replace('Add to box: ', ''));
    expect(offered).toEqual(bestsellers.map((product) => product.title));
  });

  it('a failed load of the choices offers to try again', () => {
    let fail = true;
    const app = renderApp({
      path: '/atta-box',
      respond: catalogResponder({
        override: (_, url) =>
          fail && url.pathname === '/store/products' ? { status: 500, body: { message: 'down' } } : undefined,
      }),
    });
    settle(app);
    expect(within(main().getByRole('alert')).getByText('We could not load the choices for this box.')).toBeTruthy();
    fail = false;
    act(() => fireEvent.click(main().getByRole('button', { name: 'Try again' })));
    settle(app);
    expect(main().getAllByRole('button', { name: /^Add to box: / })).toHaveLength(CHOICES.length);
  });

  it('groups the picks by variant for the cart', () => {
    const [a, b] = CHOICES.slice(0, 2).map((product) => catalogPick(product.handle));
    if (!a || !b) throw new Error('need two choices');
    expect(boxItems([a, b, a])).toEqual([
      { variantId: a.variant.id, quantity: 2, title: a.product.title },
      { variantId: b.variant.id, quantity: 1, title: b.product.title },
    ]);
  });
});
