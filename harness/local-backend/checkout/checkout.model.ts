import type { OrderItem } from '../auth/customer-store';

/** An address in Medusa v2's store shape (`StoreCartAddress` / `StoreOrderAddress`). */
export interface MedusaAddress {
  readonly first_name: string;
  readonly last_name: string;
  readonly address_1: string;
  readonly address_2: string;
  readonly city: string;
  readonly province: string;
  readonly postal_code: string;
  readonly country_code: 'in';
  readonly phone: string;
}

/** A shipping option as `GET /store/shipping-options` answers it; amount in paise. */
export interface ShippingOptionView {
  readonly id: string;
  readonly name: string;
  readonly price_type: 'flat';
  readonly amount: number;
  readonly is_tax_inclusive: true;
  readonly provider_id: 'manual_manual';
  readonly type: { readonly label: string; readonly description: string; readonly code: string };
  readonly insufficient_inventory: false;
  readonly data: Record<string, unknown>;
}

/** The system payment provider, standing for cash on delivery. */
export const COD_PROVIDER_ID = 'pp_system_default';

/** What checkout keeps on a cart beside its lines. */
export interface CartCheckout {
  email: string | null;
  shippingAddress: MedusaAddress | null;
  billingAddress: MedusaAddress | null;
  shippingOptionId: string | null;
  paymentCollectionId: string | null;
  providerId: string | null;
  /** Set once the cart became an order; completing again answers this order. */
  orderId: string | null;
}

/** A line of a placed order: the seeded order fields and Medusa's order line fields. */
export interface PlacedOrderItem extends OrderItem {
  readonly subtitle: string;
  readonly variant_id: string;
  readonly variant_title: string;
  readonly product_handle: string;
  /** Before the coupons' discount. */
  readonly subtotal: number;
  /** What the coupons took off the line; `total` is after it. */
  readonly discount_total: number;
}

/** An order placed through checkout, answered in Medusa v2's `StoreOrder` shape (money in paise). */
export interface PlacedOrderView {
  readonly id: string;
  readonly display_id: number;
  readonly cart_id: string;
  readonly customer_id: string | null;
  readonly created_at: string;
  readonly status: 'pending';
  readonly email: string | null;
  readonly currency_code: 'inr';
  readonly items: readonly PlacedOrderItem[];
  readonly shipping_address: MedusaAddress;
  readonly billing_address: MedusaAddress;
  readonly shipping_methods: readonly {
    readonly id: string;
    readonly shipping_option_id: string;
    readonly name: string;
    readonly amount: number;
  }[];
  readonly payment_collections: readonly {
    readonly id: string;
    readonly amount: number;
    readonly payment_sessions: readonly { readonly provider_id: string }[];
  }[];
  readonly item_subtotal: number;
  readonly subtotal: number;
  readonly shipping_total: number;
  readonly tax_total: number;
  readonly discount_total: number;
  /** The coupon codes the order was placed with. */
  readonly promotions: readonly { readonly id: string; readonly code?: string }[];
  readonly total: number;
  /** The cash-on-delivery fee in paise (Medusa has no payment fee of its own). */
  readonly metadata: { readonly cod_fee: number };
}
