import type { Customer, Order } from './customer-store';

/** The customer every fresh local backend knows. */
export const SEEDED_CUSTOMER: Customer = {
  id: 'cus_local_asha',
  first_name: 'Asha',
  last_name: 'Verma',
  name: 'Asha Verma',
  email: 'asha@example.in',
  phone: '9876543210',
  phone_country_code: '+91',
  created_at: '2025-04-20T09:15:00.000Z',
};

interface SeedLine {
  readonly title: string;
  readonly quantity: number;
  readonly unitPrice: number;
}

function order(displayId: number, createdAt: string, status: Order['status'], lines: readonly SeedLine[]): Order {
  const items = lines.map((line, index) => ({
    id: `item_local_${displayId}_${index + 1}`,
    title: line.title,
    quantity: line.quantity,
    unit_price: line.unitPrice,
    total: line.unitPrice * line.quantity,
    thumbnail: null,
  }));
  return {
    id: `order_local_${displayId}`,
    display_id: displayId,
    created_at: createdAt,
    status,
    items,
    total: items.reduce((sum, item) => sum + item.total, 0),
    currency_code: 'inr',
  };
}

/** The seeded customer's orders, newest first; money in paise. */
export function seededOrders(): Order[] {
  return [
    order(1003, '2025-06-12T11:40:00.000Z', 'pending', [
      { title: 'Whole Wheat Atta 5 kg', quantity: 1, unitPrice: 27_500 },
      { title: 'Toor Dal 1 kg', quantity: 2, unitPrice: 16_500 },
      { title: 'Toned Milk 1 L', quantity: 3, unitPrice: 6_800 },
    ]),
    order(1002, '2025-05-28T07:05:00.000Z', 'completed', [
      { title: 'Basmati Rice 5 kg', quantity: 1, unitPrice: 64_900 },
      { title: 'Turmeric Powder 200 g', quantity: 1, unitPrice: 6_500 },
    ]),
    order(1001, '2025-05-02T16:20:00.000Z', 'completed', [
      { title: 'Sunflower Oil 1 L', quantity: 2, unitPrice: 16_900 },
      { title: 'Masoor Dal 1 kg', quantity: 1, unitPrice: 13_200 },
      { title: 'Onions 1 kg', quantity: 2, unitPrice: 4_500 },
    ]),
  ];
}
