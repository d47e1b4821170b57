// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Product } from '../../core/catalog/catalog.model';
import { testProduct } from '../../core/catalog/product.fixture';
import { renderComponent } from '../testing/render-component';
import { ProductCard } from './product-card';

afterEach(cleanup);

const sharbati: Product = {
  ...testProduct('sharbati-wheat-atta'),
  title: 'Sharbati Wheat Atta',
  variants: [
    { id: 'v_1kg', title: '1 kg', price: 9000, originalPrice: 10300, weight: 1000 },
    { id: 'v_5kg', title: '5 kg', price: 42000, originalPrice: 47800, weight: 5000 },
    { id: 'v_10kg', title: '10 kg', price: 80000, weight: 10000 },
  ],
};

const struck = (card: HTMLElement) => card.querySelector('s, del');

describe('a product card on sale (issue 25 item 1)', () => {
  it('shows the selling price, the MRP struck through and the percent off', () => {
    renderComponent(<ProductCard product={sharbati} />);
    const card = screen.getByRole('article');
    expect(card.textContent).toContain('₹90.00');
    expect(struck(card)?.textContent).toBe('₹103.00');
    expect(struck(card)?.parentElement?.textContent).toBe('MRP ₹103.00');
    expect(card.textContent).toContain('12% off');
  });

  it("follows the chosen pack, and shows neither MRP nor '% off' for a pack at its MRP", () => {
    renderComponent(<ProductCard product={sharbati} />);
    const card = screen.getByRole('article');
    fireEvent.change(screen.getByLabelText('Weight of Sharbati Wheat Atta'), { target: { value: 'v_5kg' } });
    expect(struck(card)?.textContent).toBe('₹478.00');
    expect(card.textContent).toContain('12% off');
    fireEvent.change(screen.getByLabelText('Weight of Sharbati Wheat Atta'), { target: { value: 'v_10kg' } });
    expect(card.textContent).toContain('₹800.00');
    expect(struck(card)).toBeNull();
    expect(card.textContent).not.toContain('MRP');
    expect(card.textContent).not.toContain('% off');
  });

  it('shows no MRP for a product not on sale', () => {
    renderComponent(<ProductCard product={testProduct('atta')} />);
    const card = screen.getByRole('article');
    expect(card.textContent).toContain('₹100.00');
    expect(struck(card)).toBeNull();
    expect(card.textContent).not.toContain('MRP');
  });
});
