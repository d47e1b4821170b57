// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderComponent } from '../testing/render-component';
import { catalogResponder } from '../testing/page-fixtures';
import { settle } from '../testing/page-test-helpers';
import { englishLeft } from '../testing/english-left';
import { ProductRail } from './product-rail';
import { RecentlyViewedRail } from './recently-viewed-rail';
import { testProduct } from '../../core/catalog/product.fixture';
import { recentOf } from '../../core/catalog/recently-viewed';

afterEach(cleanup);

describe('a product rail in the Hindi store', () => {
  it("labels 'View all' and the arrows in Hindi", () => {
    const app = renderComponent(<ProductRail rail="category:ghee" title="बिलोना घी" />, {
      respond: catalogResponder(),
    });
    settle(app as never);
    const region = screen.getByRole('region', { name: 'बिलोना घी' });
    const rail = within(region);
    const all = rail.getByRole('link', { name: 'बिलोना घी: सब देखें' });
    expect(all.textContent).toBe('सब देखें');
    expect(rail.getByRole('button', { name: 'बिलोना घी को बाईं ओर खिसकाएँ' })).toBeTruthy();
    expect(rail.getByRole('button', { name: 'बिलोना घी को दाईं ओर खिसकाएँ' })).toBeTruthy();
    expect(englishLeft(region)).toEqual([]);
  });

  it("heads the products seen in Hindi ('Recently viewed')", () => {
    const app = renderComponent(<RecentlyViewedRail />);
    act(() => app.store.dispatch({ type: 'catalog/productSeen', payload: { product: recentOf(testProduct('atta')) } }));
    expect(screen.getByRole('region', { name: 'हाल में देखे गए' })).toBeTruthy();
  });
});
