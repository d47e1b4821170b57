// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AutoResponder } from '../../harness/fakes/index';
import { renderApp } from '../testing/render-app';
import { catalogResponder, testCatalogProduct } from '../testing/page-fixtures';
import { eventsOf, requestsTo, settle } from '../testing/page-test-helpers';
import { preloadPages } from '../pages/lazy-pages';
import { STORE_DETAILS } from '../store-details';

beforeAll(() => preloadPages());
afterEach(cleanup);

const ATTA = testCatalogProduct('fresh-chakki-atta-whole-wheat');

/** The pin codes the fake backend knows: 122001 (Delhi NCR), 175001 (not served); any other is unknown. */
const PIN_CODES: Readonly<Record<string, object>> = {
  '122001': { code: '122001', serviceable: true, city: 'Gurugram', state: 'Haryana', zone: 'ncr' },
  '400001': { code: '400001', serviceable: true, city: 'Mumbai', state: 'Maharashtra' },
  '175001': { code: '175001', serviceable: false, city: 'Mandi', state: 'Himachal Pradesh', zone: 'remote' },
};

const pinCodes: AutoResponder = (request) => {
  const pin = /^\/store\/pincodes\/(\d+)$/.exec(new URL(request.url).pathname)?.[1];
  if (pin === undefined) return undefined;
  const found = PIN_CODES[pin];
  return found
    ? { status: 200, body: { pincode: found } }
    : { status: 404, body: { type: 'not_found', message: 'Pin code was not found' } };
};

function openProduct() {
  const catalog = catalogResponder();
  const app = renderApp({
    path: `/product/${ATTA.handle}`,
    respond: (request) => pinCodes(request) ?? catalog(request),
  });
  settle(app);
  return app;
}

const trust = () => within(screen.getByRole('region', { name: 'Delivery, returns and seller' }));
const answer = () => trust().getByRole('status').textContent;

function check(app: ReturnType<typeof openProduct>, pinCode: string) {
  act(() => {
    fireEvent.change(trust().getByRole('textbox', { name: 'Check delivery to your pin code' }), {
      target: { value: pinCode },
    });
  });
  act(() => fireEvent.click(trust().getByRole('button', { name: 'Check' })));
  settle(app);
}

describe('the product page’s delivery promise and seller (issue 25 items 5 and 8)', () => {
  it('promises the zone’s days for a pin code we deliver to, from the same table as checkout', () => {
    const app = openProduct();
    check(app, '122001');
    expect(answer()).toBe('Deliver to 122001: in 1-2 days');
    expect(eventsOf(app, 'checkout/deliveryPinCodeRequested').map(({ source }) => source)).toEqual(['ui']);
    expect(requestsTo(app, '/store/pincodes/122001')).toHaveLength(1);
  });

  it('says so for a pin code we do not deliver to', () => {
    const app = openProduct();
    check(app, '175001');
    expect(answer()).toBe('We do not deliver to 175001 yet.');
  });

  it('promises every zone’s days where the backend names no zone', () => {
    const app = openProduct();
    check(app, '400001');
    expect(answer()).toBe('Deliver to 400001: in 1-10 days');
  });

  it('refuses five digits without a lookup, and names an unknown pin code', () => {
    const app = openProduct();
    check(app, '12200');
    expect(answer()).toBe('Enter a 6-digit pin code that does not start with 0');
    expect(app.fakes.http.requests().filter((r) => r.url.includes('/store/pincodes/'))).toHaveLength(0);
    check(app, '999999');
    expect(answer()).toBe('We could not find pin code 999999. Check it and try again.');
  });

  it('fills checkout’s address pin code with the pin code checked', () => {
    const app = openProduct();
    check(app, '122001');
    expect(app.store.getState().checkout.draft.fields.pinCode).toBe('122001');
    expect(app.store.getState().checkout.draft.fields.city).toBe('Gurugram');
  });

  it('gives the delivery and return promises, linking their policies, and the seller with the FSSAI number', () => {
    openProduct();
    expect(trust().getByRole('link', { name: 'Shipping policy' }).getAttribute('href')).toBe('/shipping-policy');
    expect(trust().getByRole('link', { name: 'Return and refund policy' }).getAttribute('href')).toBe(
      '/return-refund-policy',
    );
    expect(trust().getByText(/^Delivered in 1-10 days across India, free on orders of ₹999 and above\./)).toBeTruthy();
    const seller = document.querySelector('.product-trust__seller')?.textContent ?? '';
    expect(seller).toContain(`Marketed by ${STORE_DETAILS.company.legalName}`);
    expect(seller).toContain('Gurugram, Haryana 122015');
    expect(seller).toMatch(/FSSAI Lic\. No\. \d{14}$/);
  });
});
