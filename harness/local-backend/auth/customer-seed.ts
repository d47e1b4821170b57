import { createSeedCatalog } from '../catalog/seed-catalog';
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

/** A pack of the store's catalogue: its product handle, the pack's title, how many. */
interface SeedLine {
  readonly handle: string;
  readonly pack: string;
  readonly quantity: number;
}

const catalog = createSeedCatalog();

function item(displayId: number, index: number, line: SeedLine): Order['items'][number] {
  const product = catalog.productByHandle(line.handle);
  const variant = product?.variants.find((each) => each.title === line.pack);
  if (!product || !variant) throw new Error(`seeded order ${displayId}: ${line.handle} has no pack ${line.pack}`);
  const unitPrice = variant.calculated_price.calculated_amount;
  return {
    id: `item_local_${displayId}_${index + 1}`,
    title: `${product.title} - ${variant.title ?? ''}`.trim(),
    quantity: line.quantity,
    unit_price: unitPrice,
    total: unitPrice * line.quantity,
    thumbnail: product.thumbnail,
    variant_id: variant.id,
    product_handle: product.handle,
  };
}

function order(displayId: number, createdAt: string, status: Order['status'], lines: readonly SeedLine[]): Order {
  const items = lines.map((line, index) => item(displayId, index, line));
  return {
    id: `order_local_${displayId}`,
    display_id: displayId,
    created_at: createdAt,
    status,
    items,
    total: items.reduce((sum, each) => sum + each.total, 0),
    currency_code: 'inr',
  };
}

/** The seeded customer's orders, newest first, made of the store's own packs at their prices (paise). */
export function seededOrders(): Order[] {
  return [
    order(1003, '2025-06-12T11:40:00.000Z', 'pending', [
      { handle: 'fresh-chakki-atta-whole-wheat', pack: '5 kg', quantity: 1 },
      { handle: 'toor-dal', pack: '1 kg', quantity: 2 },
      { handle: 'a2-desi-cow-ghee', pack: '500 ml', quantity: 1 },
    ]),
    order(1002, '2025-05-28T07:05:00.000Z', 'completed', [
      { handle: 'basmati-rice', pack: '5 kg', quantity: 1 },
      { handle: 'besan', pack: '1 kg', quantity: 1 },
    ]),
    order(1001, '2025-05-02T16:20:00.000Z', 'completed', [
      { handle: 'cold-pressed-mustard-oil', pack: '1 L', quantity: 2 },
      { handle: 'masoor-dal', pack: '1 kg', quantity: 1 },
      { handle: 'ragi-atta', pack: '1 kg', quantity: 2 },
    ]),
  ];
}
