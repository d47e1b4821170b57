import { randomBytes } from 'node:crypto';
import type { Catalog, CatalogProduct, CatalogVariant } from '../catalog/catalog.model';
import { badRequest, HttpError, notFound } from '../http/http-error';
import { lineDiscount, promotionByCode, promotionEnded } from './promotions';
import {
  CART_CURRENCY,
  LOCAL_REGION_ID,
  MAX_LINE_QUANTITY,
  type CartView,
  type DiscountedLineItem,
  type StoredCart,
  type StoredLine,
} from './cart.model';

/** Medusa's refusal of any change to a completed cart (400 invalid_data). */
export const alreadyCompleted = (cartId: string) => badRequest(`Cart ${cartId} is already completed.`);

/** Carts kept past this many are dropped, the least recently used first (but see {@link CART_PROTECTED_MS}). */
export const MAX_CARTS = 10_000;
/** A cart whose lines changed this recently is never dropped: a shopper is filling it or checking out. */
export const CART_PROTECTED_MS = 24 * 60 * 60 * 1000;

/** How many carts a {@link CartService} keeps. */
export interface CartLimits {
  /** Past this many, the least recently used cart that is not protected is dropped (default {@link MAX_CARTS}). */
  readonly maxCarts?: number;
  /** Past this many, all of them protected, no new cart is made (503) (default twice `maxCarts`). */
  readonly hardMaxCarts?: number;
}

/** A Medusa-looking id: the prefix and 26 upper-case hex characters. */
function newId(prefix: string): string {
  return `${prefix}_${randomBytes(13).toString('hex').toUpperCase()}`;
}

type FoundVariant = { readonly product: CatalogProduct; readonly variant: CatalogVariant };

/**
 * In-memory carts. Every method is synchronous, so a request that has read its body mutates a
 * cart in one step and concurrent requests can never lose each other's lines. Quantities are
 * checked here (whole units from 1, or 0 to remove, up to MAX_LINE_QUANTITY per line).
 */
export class CartService {
  /** Least recently used first: every use moves a cart to the end. */
  private readonly carts = new Map<string, StoredCart>();
  private readonly droppedListeners: ((cartId: string) => void)[] = [];
  private readonly maxCarts: number;
  private readonly hardMaxCarts: number;

  constructor(
    private readonly catalog: Catalog,
    private readonly now: () => number,
    limits: CartLimits = {},
  ) {
    this.maxCarts = limits.maxCarts ?? MAX_CARTS;
    this.hardMaxCarts = limits.hardMaxCarts ?? 2 * this.maxCarts;
  }

  /** Calls `listener` with the id of each cart dropped to make room (so checkout state kept beside it goes too). */
  onDropped(listener: (cartId: string) => void): void {
    this.droppedListeners.push(listener);
  }

  /** Forgets every cart. */
  reset(): void {
    this.carts.clear();
  }

  /** A new cart, optionally holding `items`; nothing is kept when one of them is refused. */
  create(
    customerId: string | null = null,
    items: readonly { readonly variantId: string; readonly quantity: number }[] = [],
  ): CartView {
    const at = this.now();
    const cart: StoredCart = {
      id: newId('cart'),
      customerId,
      createdAt: at,
      updatedAt: at,
      lines: [],
      promoCodes: [],
    };
    for (const item of items) {
      this.checkQuantity(item.quantity, 1);
      this.merge(cart, this.findVariant(item.variantId), item.quantity);
    }
    this.makeRoom();
    this.carts.set(cart.id, cart);
    return this.view(cart);
  }

  /** Drops the least recently used carts that are not protected until one more fits; 503 when none can go. */
  private makeRoom(): void {
    const now = this.now();
    for (const [id, cart] of this.carts) {
      if (this.carts.size < this.maxCarts) return;
      if (cart.lines.length > 0 && now - cart.updatedAt < CART_PROTECTED_MS) continue;
      this.carts.delete(id);
      for (const listener of this.droppedListeners) listener(id);
    }
    if (this.carts.size >= this.hardMaxCarts)
      throw new HttpError(503, 'unexpected_state', 'The store cannot take a new cart right now. Try again later.');
  }

  get(cartId: string): CartView {
    return this.view(this.find(cartId));
  }

  /** The stored cart itself, for checkout (404 when unknown). */
  stored(cartId: string): StoredCart {
    return this.find(cartId);
  }

  /** Checkout completed the cart into an order: from now on it refuses every change, as Medusa's does. */
  markCompleted(cart: StoredCart): void {
    cart.completedAt ??= this.now();
  }

  /** The answer for a stored cart. */
  viewOf(cart: StoredCart): CartView {
    return this.view(cart);
  }

  /**
   * Adds units of a variant, merging with its line when the cart already has one. An unknown
   * variant is reported before an unknown cart: another cart would not help.
   */
  addItem(cartId: string, variantId: string, quantity: number): CartView {
    this.checkQuantity(quantity, 1);
    const found = this.findVariant(variantId);
    const cart = this.editable(cartId);
    this.merge(cart, found, quantity);
    return this.touch(cart);
  }

  /** Sets a line's quantity; 0 removes the line. */
  updateItem(cartId: string, lineId: string, quantity: number): CartView {
    this.checkQuantity(quantity, 0);
    const cart = this.editable(cartId);
    const line = this.findLine(cart, lineId);
    if (quantity === 0) cart.lines.splice(cart.lines.indexOf(line), 1);
    else line.quantity = quantity;
    return this.touch(cart);
  }

  removeItem(cartId: string, lineId: string): CartView {
    return this.updateItem(cartId, lineId, 0);
  }

  /**
   * Applies coupon codes, as Medusa's `POST /store/carts/{id}/promotions`: all or none; 400 for a code the store does
   * not have ('The promotion code X is invalid', Medusa's words) or whose offer has ended ('... has expired').
   */
  applyPromotions(cartId: string, codes: readonly string[]): CartView {
    const cart = this.editable(cartId);
    for (const code of codes) {
      const promotion = promotionByCode(code);
      if (!promotion) throw badRequest(`The promotion code ${code} is invalid`);
      if (promotionEnded(promotion, this.now())) throw badRequest(`The promotion code ${code} has expired`);
    }
    for (const code of codes) if (!cart.promoCodes.includes(code)) cart.promoCodes.push(code);
    return this.touch(cart);
  }

  /** Removes coupon codes (`DELETE /store/carts/{id}/promotions`); a code the cart does not have changes nothing. */
  removePromotions(cartId: string, codes: readonly string[]): CartView {
    const cart = this.editable(cartId);
    const kept = cart.promoCodes.filter((code) => !codes.includes(code));
    cart.promoCodes.splice(0, cart.promoCodes.length, ...kept);
    return this.touch(cart);
  }

  private merge(cart: StoredCart, { product, variant }: FoundVariant, quantity: number): void {
    const line = cart.lines.find((candidate) => candidate.variant.id === variant.id);
    const total = (line?.quantity ?? 0) + quantity;
    if (total > MAX_LINE_QUANTITY) throw badRequest(`quantity must be at most ${MAX_LINE_QUANTITY} per item`);
    if (line) line.quantity = total;
    else cart.lines.push({ id: newId('cali'), product, variant, quantity });
  }

  private checkQuantity(quantity: number, min: number): void {
    if (!Number.isInteger(quantity) || quantity < min || quantity > MAX_LINE_QUANTITY) {
      throw badRequest(`quantity must be an integer from ${min} to ${MAX_LINE_QUANTITY}`);
    }
  }

  /** The cart, now the most recently used. */
  private find(cartId: string): StoredCart {
    const cart = this.carts.get(cartId);
    if (!cart) throw notFound(`Cart with id ${cartId} was not found`);
    this.carts.delete(cartId);
    this.carts.set(cartId, cart);
    return cart;
  }

  /** A cart that may still change: 404 when unknown, 400 once completed. */
  editable(cartId: string): StoredCart {
    const cart = this.find(cartId);
    if (cart.completedAt !== undefined) throw alreadyCompleted(cart.id);
    return cart;
  }

  private findVariant(variantId: string): FoundVariant {
    const found = this.catalog.variantById(variantId);
    if (!found) throw notFound(`Variant not found: ${variantId}`);
    return found;
  }

  private findLine(cart: StoredCart, lineId: string): StoredLine {
    const line = cart.lines.find((candidate) => candidate.id === lineId);
    if (!line) throw notFound(`Line item with id ${lineId} was not found in cart ${cart.id}`);
    return line;
  }

  private touch(cart: StoredCart): CartView {
    cart.updatedAt = Math.max(this.now(), cart.updatedAt);
    return this.view(cart);
  }

  private lineView(
    cart: StoredCart,
    { id, product, variant, quantity, unitPrice: repriced }: StoredLine,
  ): DiscountedLineItem {
    const unitPrice = repriced ?? variant.calculated_price.calculated_amount;
    const subtotal = unitPrice * quantity;
    const adjustments = cart.promoCodes.flatMap((code) => {
      const promotion = promotionByCode(code);
      return promotion ? [{ id: `${id}_${code}`, item_id: id, code, amount: lineDiscount(promotion, subtotal) }] : [];
    });
    const discount = adjustments.reduce((sum, adjustment) => sum + adjustment.amount, 0);
    const mrp = variant.calculated_price.original_amount;
    return {
      id,
      cart_id: cart.id,
      title: product.title,
      subtitle: variant.title ?? '',
      thumbnail: variant.thumbnail ?? product.thumbnail,
      quantity,
      unit_price: unitPrice,
      ...(typeof mrp === 'number' && mrp > unitPrice ? { compare_at_unit_price: mrp } : {}),
      subtotal,
      discount_total: discount,
      adjustments,
      total: subtotal - discount,
      variant_id: variant.id,
      variant_title: variant.title ?? '',
      variant_sku: variant.sku ?? '',
      product_id: product.id,
      product_title: product.title,
      product_handle: product.handle,
      requires_shipping: true,
      is_discountable: true,
      is_tax_inclusive: true,
    };
  }

  private view(cart: StoredCart): CartView {
    const items = cart.lines.map((line) => this.lineView(cart, line));
    const subtotal = items.reduce((sum, item) => sum + item.subtotal, 0);
    const discount = items.reduce((sum, item) => sum + item.discount_total, 0);
    return {
      id: cart.id,
      currency_code: CART_CURRENCY,
      region_id: LOCAL_REGION_ID,
      ...(cart.customerId === null ? {} : { customer_id: cart.customerId }),
      metadata: null,
      items,
      item_count: items.length,
      item_quantity: items.reduce((sum, item) => sum + item.quantity, 0),
      item_subtotal: subtotal,
      item_total: subtotal - discount,
      item_tax_total: 0,
      subtotal,
      total: subtotal - discount,
      tax_total: 0,
      discount_total: discount,
      shipping_total: 0,
      original_total: subtotal,
      promotions: cart.promoCodes.map((code) => ({ id: `promo_${code}`, code })),
      created_at: new Date(cart.createdAt).toISOString(),
      updated_at: new Date(cart.updatedAt).toISOString(),
    };
  }
}
