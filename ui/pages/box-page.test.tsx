// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../format/money';
import { renderApp } from '../test-utils/render-app';
import { boxItems } from './box-page';
import { catalogResponder, SEED_CATALOG } from './page-fixtures';
import { eventsOf, settle } from './page-test-helpers';
import { preloadPages } from './lazy-pages';

beforeAll(() => preloadPages());
afterEach(cleanup);

const main = () => within(screen.getByRole('main'));
const CHOICES = SEED_CATALOG.productsInCategory('customize-box');
const addToBox = (title: string) => act(() => fireEvent.click(main().getByRole('button', { name: `Add to box: ${title}` })));

describe('customize your box', () => {
  it('offers the box choices and shows the progress of its four slots', () => {
    const app = renderApp({ path: '/atta-box', respond: catalogResponder() });
    settle(app);
    expect(main().getByRole('heading', { level: 1 }).textContent).toBe('Customize your Atta box');
    expect(eventsOf(app, 'catalog/categoryViewed').map(({ event }) => event.payload)).toEqual([{ handle: 'customize-box', order: 'popularity' }]);
    expect(CHOICES.length).toBeGreaterThanOrEqual(4);
    for (const product of CHOICES) expect(main().getByRole('button', { name: `Add to box: ${product.title}` })).toBeTruthy();
    expect(main().getByText('0 of 4 picked')).toBeTruthy();
    expect(main().getAllByText(/^Slot \d: empty$/)).toHaveLength(4);
    expect((main().getByRole('button', { name: 'Pick 4 more to add the box' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('fills the slots, then adds the whole box to the cart in one request', () => {
    const app = renderApp({ path: '/atta-box', respond: catalogResponder() });
    settle(app);
    const [a, b, c] = CHOICES;
    if (!a || !b || !c) throw new Error('need three choices');
    act(() => fireEvent.change(main().getByRole('combobox', { name: `Weight of ${b.title}` }), { target: { value: b.variants[1]?.id } }));
    addToBox(a.title);
    addToBox(b.title);
    expect(main().getByText('2 of 4 picked')).toBeTruthy();
    expect((main().getByRole('progressbar', { name: 'Box filled' }) as HTMLProgressElement).value).toBe(2);
    addToBox(c.title);
    addToBox(a.title);
    expect(main().getByText('4 of 4 picked')).toBeTruthy();
    expect((main().getByRole('button', { name: `Add to box: ${c.title}` }) as HTMLButtonElement).disabled).toBe(true);
    const expectedTotal = 2 * (a.variants[0]?.calculated_price.calculated_amount ?? 0) + (b.variants[1]?.calculated_price.calculated_amount ?? 0) + (c.variants[0]?.calculated_price.calculated_amount ?? 0);
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
  });

  it('a picked item can be taken out of its slot', () => {
    const app = renderApp({ path: '/atta-box', respond: catalogResponder() });
    settle(app);
    const first = CHOICES[0];
    addToBox(first?.title ?? '');
    act(() => fireEvent.click(main().getByRole('button', { name: `Remove ${first?.title} (${first?.variants[0]?.title}) from the box` })));
    expect(main().getByText('0 of 4 picked')).toBeTruthy();
  });

  it('a gift box picks from the bestsellers', () => {
    const app = renderApp({ path: '/gift-box', respond: catalogResponder() });
    settle(app);
    expect(eventsOf(app, 'catalog/railRequested').map(({ event }) => event.payload.rail)).toContain('bestsellers');
    expect(main().getAllByRole('button', { name: /^Add to box: / }).length).toBeGreaterThan(0);
  });

  it('groups the picks by variant for the cart', () => {
    const pick = (variantId: string) => ({ variantId, productTitle: variantId.toUpperCase(), variantTitle: '1 kg', price: 100, thumbnail: null });
    expect(boxItems([pick('v1'), pick('v2'), pick('v1')])).toEqual([
      { variantId: 'v1', quantity: 2, title: 'V1' },
      { variantId: 'v2', quantity: 1, title: 'V2' },
    ]);
  });
});
