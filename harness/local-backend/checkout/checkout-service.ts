import { randomBytes } from 'node:crypto';
import { CHECKOUT_POLICY, codAllowed, deliveryFeeFor, deliveryPromise } from '../../../core/checkout/checkout-policy';
import { SHIPPING_METHOD_INVALID } from '../../../core/commerce/store-checkout';
import { badRequest, notFound } from '../http/http-error';
import type { CartView, StoredCart } from '../store/cart.model';
import type { CartService } from '../store/cart-service';
import {
  COD_PROVIDER_ID,
  type CartCheckout,
  type MedusaAddress,
  type PlacedOrderView,
  type ShippingOptionView,
} from './checkout.model';
import type { OrderBook } from './order-book';
import { lookUpPinCode } from './pin-codes';

export const STANDARD_OPTION_ID = 'so_standard';

/** What completing a cart answered: Medusa's `{ type: 'order', order }` or `{ type: 'cart', cart, error }`. */
export type CompleteAnswer =
  | { readonly type: 'order'; readonly order: PlacedOrderView }
  | {
      readonly type: 'cart';
      readonly cart: CheckoutCartView;
      readonly error: { readonly name: string; readonly type: 'not_allowed'; readonly message: string };
    };

/** A cart with its checkout fields and totals, as the checkout routes answer it. */
export type CheckoutCartView = Omit<CartView, 'metadata' | 'email'> & {
  readonly email: string | null;
  readonly shipping_address: MedusaAddress | null;
  readonly billing_address: MedusaAddress | null;
  readonly shipping_methods: readonly {
    readonly id: string;
    readonly shipping_option_id: string;
    readonly name: string;
    readonly amount: number;
  }[];
  readonly payment_collection: {
    readonly id: string;
    readonly payment_sessions: readonly { readonly provider_id: string }[];
  } | null;
  readonly completed_at: string | null;
  readonly metadata: { readonly cod_fee: number };
};

const rupees = (paise: number) => `Rs ${(paise / 100).toLocaleString('en-IN')}`;
const newId = (prefix: string) => `${prefix}_${randomBytes(13).toString('hex').toUpperCase()}`;

/**
 * Checkout on the in-memory carts, in Medusa v2's steps: contact and addresses, a shipping
 * method, a payment collection with a session, then completion. Completion is idempotent per cart
 * and re-checks stock, prices and the cash-on-delivery limit against CHECKOUT_POLICY.
 */
export class CheckoutService {
  private readonly checkouts = new Map<string, CartCheckout>();
  private readonly collections = new Map<string, string>();
  /** Prices changed by the control API (variant id to paise), applied at completion. */
  private readonly prices = new Map<string, number>();
  private readonly soldOut = new Set<string>();

  constructor(
    private readonly carts: CartService,
    private readonly orders: OrderBook,
    private readonly now: () => number,
  ) {
    carts.onDropped((cartId) => {
      const checkout = this.checkouts.get(cartId);
      if (checkout?.paymentCollectionId) this.collections.delete(checkout.paymentCollectionId);
      this.checkouts.delete(cartId);
    });
  }

  reset(): void {
    this.checkouts.clear();
    this.collections.clear();
    this.prices.clear();
    this.soldOut.clear();
  }

  /** Control API: the catalogue price of a variant changes (seen at the next completion). */
  setPrice(variantId: string, amount: number): void {
    this.prices.set(variantId, amount);
  }

  /** Control API: a variant runs out (or is back in stock). */
  setSoldOut(variantId: string, soldOut: boolean): void {
    if (soldOut) this.soldOut.add(variantId);
    else this.soldOut.delete(variantId);
  }

  /** The cart and its checkout; a cart never checked out reads as blank and is only kept once `keep` is asked. */
  private state(cartId: string, keep = false): { cart: StoredCart; checkout: CartCheckout } {
    const cart = this.carts.stored(cartId);
    let checkout = this.checkouts.get(cartId);
    if (!checkout) {
      checkout = {
        email: null,
        shippingAddress: null,
        billingAddress: null,
        shippingOptionId: null,
        paymentCollectionId: null,
        providerId: null,
        orderId: null,
      };
      if (keep) this.checkouts.set(cartId, checkout);
    }
    return { cart, checkout };
  }

  private open(cartId: string): { cart: StoredCart; checkout: CartCheckout } {
    this.carts.editable(cartId);
    return this.state(cartId, true);
  }

  update(
    cartId: string,
    changes: { email?: string | null; shippingAddress?: MedusaAddress; billingAddress?: MedusaAddress },
  ): CheckoutCartView {
    const { checkout } = this.open(cartId);
    if (changes.email !== undefined) checkout.email = changes.email;
    if (changes.shippingAddress) {
      checkout.shippingAddress = changes.shippingAddress;
      if (!changes.billingAddress && !checkout.billingAddress) checkout.billingAddress = changes.shippingAddress;
    }
    if (changes.billingAddress) checkout.billingAddress = changes.billingAddress;
    return this.view(cartId);
  }

  /** The options for the cart's shipping address; none where the pin code is unserviceable. */
  shippingOptions(cartId: string): ShippingOptionView[] {
    const { cart, checkout } = this.state(cartId);
    const address = checkout.shippingAddress;
    if (!address) return [];
    const area = lookUpPinCode(address.postal_code);
    if (!area || !area.serviceable) return [];
    const subtotal = this.carts.viewOf(cart).subtotal;
    return [
      {
        id: STANDARD_OPTION_ID,
        name: 'Standard',
        price_type: 'flat',
        amount: deliveryFeeFor(subtotal),
        is_tax_inclusive: true,
        provider_id: 'manual_manual',
        type: { label: 'Standard', description: deliveryPromise(area.zone), code: 'standard' },
        insufficient_inventory: false,
        data: {},
      },
    ];
  }

  addShippingMethod(cartId: string, optionId: string): CheckoutCartView {
    const { checkout } = this.open(cartId);
    if (!this.shippingOptions(cartId).some((option) => option.id === optionId)) {
      throw badRequest(`Shipping option ${optionId} is not available for this cart`);
    }
    checkout.shippingOptionId = optionId;
    return this.view(cartId);
  }

  createPaymentCollection(cartId: string): {
    id: string;
    currency_code: 'inr';
    amount: number;
    status: 'not_paid';
    payment_sessions: { provider_id: string }[];
  } {
    const { checkout } = this.open(cartId);
    if (!checkout.paymentCollectionId) {
      checkout.paymentCollectionId = newId('pay_col');
      this.collections.set(checkout.paymentCollectionId, cartId);
    }
    return this.collectionView(cartId);
  }

  addPaymentSession(collectionId: string, providerId: string) {
    const cartId = this.collections.get(collectionId);
    if (!cartId) throw notFound(`Payment collection with id ${collectionId} was not found`);
    if (providerId !== COD_PROVIDER_ID)
      throw badRequest(`Payment provider ${providerId} is not enabled in this region`);
    this.open(cartId).checkout.providerId = providerId;
    return this.collectionView(cartId);
  }

  private collectionView(cartId: string) {
    const { checkout } = this.state(cartId);
    return {
      id: checkout.paymentCollectionId ?? '',
      currency_code: 'inr' as const,
      amount: this.view(cartId).total,
      status: 'not_paid' as const,
      payment_sessions: checkout.providerId ? [{ provider_id: checkout.providerId }] : [],
    };
  }

  /** Completes the cart; a completed cart answers its order again. */
  complete(cartId: string, customerId: string | null): CompleteAnswer {
    const { cart, checkout } = this.state(cartId);
    const placed = checkout.orderId ? this.orders.byId(checkout.orderId) : null;
    if (placed) return { type: 'order', order: placed };
    if (cart.lines.length === 0) throw badRequest('The cart has no items');
    if (!checkout.shippingAddress) throw badRequest('The cart has no shipping address');
    if (!checkout.shippingOptionId) throw badRequest('The cart has no shipping method');
    if (!checkout.providerId) throw badRequest('The cart has no payment session');
    const refused = this.shippingRefusal(cartId, checkout.shippingOptionId) ?? this.refusal(cart, checkout);
    if (refused)
      return {
        type: 'cart',
        cart: this.view(cartId),
        error: { name: refused.name, type: 'not_allowed', message: refused.message },
      };
    const order = this.toOrder(cart, checkout, customerId ?? cart.customerId);
    checkout.orderId = order.id;
    this.carts.markCompleted(cart);
    this.orders.add(order);
    return { type: 'order', order };
  }

  /** The shipping method no longer delivers to the cart's address (it moved after the method was chosen). */
  private shippingRefusal(cartId: string, optionId: string): { name: string; message: string } | null {
    if (this.shippingOptions(cartId).some((option) => option.id === optionId)) return null;
    return {
      name: SHIPPING_METHOD_INVALID,
      message: `Shipping option ${optionId} does not deliver to the cart's shipping address; choose delivery again.`,
    };
  }

  /**
   * Out-of-stock lines are removed and changed prices applied, so the cart answered is the truth; then the COD limit.
   */
  private refusal(cart: StoredCart, checkout: CartCheckout): { name: string; message: string } | null {
    const changes: string[] = [];
    for (const line of [...cart.lines]) {
      if (this.soldOut.has(line.variant.id)) {
        cart.lines.splice(cart.lines.indexOf(line), 1);
        changes.push(`${line.product.title} is out of stock`);
        continue;
      }
      const price = this.prices.get(line.variant.id);
      const current = line.unitPrice ?? line.variant.calculated_price.calculated_amount;
      if (price !== undefined && price !== current) {
        line.unitPrice = price;
        changes.push(`${line.product.title} now costs ${rupees(price)} (was ${rupees(current)})`);
      }
    }
    if (changes.length > 0) return { name: 'cart_changed', message: `Your cart changed: ${changes.join('; ')}.` };
    const view = this.view(cart.id);
    if (checkout.providerId === COD_PROVIDER_ID && !codAllowed(view.total - view.metadata.cod_fee)) {
      return {
        name: 'cod_limit_exceeded',
        message: `Cash on delivery is available on orders up to ${rupees(CHECKOUT_POLICY.codLimit)}.`,
      };
    }
    return null;
  }

  view(cartId: string): CheckoutCartView {
    const { cart, checkout } = this.state(cartId);
    const base = this.carts.viewOf(cart);
    const option = checkout.shippingOptionId
      ? this.shippingOptions(cartId).find((candidate) => candidate.id === checkout.shippingOptionId)
      : undefined;
    const shipping = option?.amount ?? 0;
    const codFee = checkout.providerId === COD_PROVIDER_ID ? CHECKOUT_POLICY.codFee : 0;
    const placed = checkout.orderId ? this.orders.byId(checkout.orderId) : null;
    return {
      ...base,
      email: checkout.email,
      shipping_address: checkout.shippingAddress,
      billing_address: checkout.billingAddress,
      shipping_methods: option
        ? [{ id: `sm_${cartId}`, shipping_option_id: option.id, name: option.name, amount: option.amount }]
        : [],
      payment_collection: checkout.paymentCollectionId
        ? {
            id: checkout.paymentCollectionId,
            payment_sessions: checkout.providerId ? [{ provider_id: checkout.providerId }] : [],
          }
        : null,
      shipping_total: shipping,
      total: base.total + shipping + codFee,
      completed_at: placed ? placed.created_at : null,
      metadata: { cod_fee: codFee },
    };
  }

  private toOrder(cart: StoredCart, checkout: CartCheckout, customerId: string | null): PlacedOrderView {
    const view = this.view(cart.id);
    const address = checkout.shippingAddress as MedusaAddress;
    return {
      id: newId('order'),
      display_id: this.orders.takeDisplayId(),
      cart_id: cart.id,
      customer_id: customerId,
      created_at: new Date(this.now()).toISOString(),
      status: 'pending',
      email: checkout.email,
      currency_code: 'inr',
      items: view.items.map((item) => ({
        id: newId('ordli'),
        title: item.title,
        subtitle: item.subtitle,
        thumbnail: item.thumbnail,
        quantity: item.quantity,
        unit_price: item.unit_price,
        subtotal: item.subtotal,
        discount_total: item.discount_total,
        total: item.total,
        variant_id: item.variant_id,
        variant_title: item.variant_title,
        product_handle: item.product_handle,
      })),
      shipping_address: address,
      billing_address: checkout.billingAddress ?? address,
      shipping_methods: view.shipping_methods,
      payment_collections: [
        {
          id: checkout.paymentCollectionId ?? '',
          amount: view.total,
          payment_sessions: [{ provider_id: checkout.providerId ?? COD_PROVIDER_ID }],
        },
      ],
      item_subtotal: view.subtotal,
      subtotal: view.subtotal,
      shipping_total: view.shipping_total,
      tax_total: 0,
      discount_total: view.discount_total,
      promotions: view.promotions,
      total: view.total,
      metadata: view.metadata,
    };
  }
}
