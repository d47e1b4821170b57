// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Product } from '../../core/catalog/catalog.model';
import { testProduct } from '../../core/catalog/product.fixture';
import { renderComponent } from '../testing/render-component';
import { englishLeft } from '../testing/english-left';
import { ProductCard } from './product-card';

afterEach(cleanup);

const sharbati: Product = {
  ...testProduct('sharbati-wheat-atta'),
  title: 'Sharbati Wheat Atta',
  variants: [
    { id: 'v_1kg', title: '1 kg', price: 9000, originalPrice: 10300, weight: 1000 },
    { id: 'v_1l', title: '1 L', price: 25000, weight: 1000 },
  ],
};

describe('a product card in the Hindi store', () => {
  it('shows the MRP, the percent off, the price per kg and the add button in Hindi', () => {
    renderComponent(<ProductCard product={sharbati} />);
    const card = screen.getByRole('article');
    expect(card.querySelector('.mrp')?.textContent).toBe('एमआरपी ₹103.00');
    expect(card.querySelector('.percent-off')?.textContent).toBe('12% छूट');
    expect(card.querySelector('.product-card__unit-price')?.textContent).toBe('₹90.00/किलो');
    expect(screen.getByRole('button', { name: 'Sharbati Wheat Atta कार्ट में डालें' }).textContent).toBe('डालें');
    expect(screen.getByLabelText('Sharbati Wheat Atta का वज़न')).toBeTruthy();
    expect(card.textContent).not.toMatch(/MRP|off|Add|kg| L\b/);
    expect([...card.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['1 किलो', '1 लीटर']);
    expect(englishLeft(card)).toEqual([]);
  });

  it('writes a price per litre in Hindi', () => {
    renderComponent(<ProductCard product={sharbati} />);
    fireEvent.change(screen.getByLabelText('Sharbati Wheat Atta का वज़न'), { target: { value: 'v_1l' } });
    expect(screen.getByRole('article').querySelector('.product-card__unit-price')?.textContent).toBe('₹250.00/लीटर');
  });
});
