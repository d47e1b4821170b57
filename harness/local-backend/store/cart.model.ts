import type { StoreCart, StoreCartLineItem } from '@medusajs/types';
import type { CatalogProduct, CatalogVariant } from '../catalog/catalog.model';

/** A cart line as the store answers it; money in paise. */
export type CartLineItem = Required<
  Pick<
    StoreCartLineItem,
    | 'id'
    | 'cart_id'
    | 'title'
    | 'subtitle'
    | 'thumbnail'
    | 'quantity'
    | 'unit_price'
    | 'subtotal'
    | 'total'
    | 'variant_id'
    | 'variant_title'
    | 'variant_sku'
    | 'product_id'
    | 'product_title'
    | 'product_handle'
    | 'requires_shipping'
    | 'is_discountable'
    | 'is_tax_inclusive'
  >
> &
  /** The MRP of one unit, on a line sold below it (as Medusa sets it from a sale price list). */
  Pick<StoreCartLineItem, 'compare_at_unit_price'>;

/** What a coupon took off a line, as Medusa's line adjustments (`StoreCartLineItemAdjustment`); money in paise. */
export interface LineAdjustment {
  readonly id: string;
  readonly item_id: string;
  readonly code: string;
  readonly amount: number;
}

/** A line with what the cart's coupons take off it: `total` is after `discount_total`, `subtotal` before it. */
export type DiscountedLineItem = CartLineItem & {
  readonly discount_total: number;
  readonly adjustments: readonly LineAdjustment[];
};

/** A cart as the store answers it: Medusa's StoreCart fields that apply, with money in paise. */
export type CartView = Pick<
  StoreCart,
  | 'id'
  | 'currency_code'
  | 'region_id'
  | 'customer_id'
  | 'email'
  | 'metadata'
  | 'created_at'
  | 'updated_at'
  | 'item_subtotal'
  | 'item_total'
  | 'item_tax_total'
  | 'subtotal'
  | 'total'
  | 'tax_total'
  | 'discount_total'
  | 'shipping_total'
  | 'original_total'
  | 'promotions'
> & {
  readonly items: DiscountedLineItem[];
  /** How many lines the cart has (the client's totalCartItems). */
  readonly item_count: number;
  /** How many units across all lines. */
  readonly item_quantity: number;
};

/** A line as kept in memory: the (frozen) catalogue variant and its product, and how many. */
export interface StoredLine {
  readonly id: string;
  readonly product: CatalogProduct;
  readonly variant: CatalogVariant;
  quantity: number;
  /** The unit price in paise once a completion has repriced the line; the catalogue's price until then. */
  unitPrice?: number;
}

export interface StoredCart {
  readonly id: string;
  readonly customerId: string | null;
  readonly createdAt: number;
  updatedAt: number;
  /** When checkout completed the cart into an order; a completed cart takes no more changes. */
  completedAt?: number;
  /** In the order the lines were first added. */
  readonly lines: StoredLine[];
  /** The coupon codes applied, in the order they were applied. */
  readonly promoCodes: string[];
}

export const CART_CURRENCY = 'inr';
export const LOCAL_REGION_ID = 'reg_india';
export const MAX_LINE_QUANTITY = 999;
