/**
 * The store API requests whose answers `capture-fixtures.ts` records from a live seeded Medusa.
 * Run in order: a step can take values out of an earlier answer (`capture`, dot paths such as
 * `cart.id` or `products.0.variants.0.id`) and use them as `{{name}}` in a later path or body.
 * Known names: `regionId`, `publishableKey`, `runId` (unique per capture run), plus every capture.
 */
export interface FixtureRequest {
  /** The fixture's file name (without .json), kebab-case. */
  readonly name: string;
  readonly method: 'GET' | 'POST' | 'DELETE';
  readonly path: string;
  readonly body?: unknown;
  /** Send `x-publishable-api-key` (default true). */
  readonly publishableKey?: boolean;
  /** Send `authorization: Bearer {{<this capture>}}`. */
  readonly bearer?: string;
  /** Values to keep from the answer's JSON body, by dot path. */
  readonly capture?: Readonly<Record<string, string>>;
  /** The status the capture expects; a different one stops the run (default: any 2xx). */
  readonly expectStatus?: number;
}

const PRODUCT_FIELDS = 'fields=*variants.calculated_price,+metadata,*categories';
const HANDLE = 'fresh-chakki-atta-whole-wheat';
const ADDRESS = {
  first_name: 'Asha',
  last_name: 'Verma',
  address_1: '12 MG Road',
  city: 'New Delhi',
  province: 'Delhi',
  postal_code: '110001',
  country_code: 'in',
  phone: '9876543210',
};

export const FIXTURE_REQUESTS: readonly FixtureRequest[] = [
  {
    name: 'categories-root',
    method: 'GET',
    path: '/store/product-categories?handle=grocery&fields=*category_children',
    capture: { rootCategoryId: 'product_categories.0.id' },
  },
  {
    name: 'category-by-handle',
    method: 'GET',
    path: '/store/product-categories?handle=ghee',
    capture: { gheeCategoryId: 'product_categories.0.id' },
  },
  {
    name: 'products-in-category',
    method: 'GET',
    path: `/store/products?category_id={{gheeCategoryId}}&region_id={{regionId}}&order=-created_at&limit=12&offset=0&${PRODUCT_FIELDS}`,
  },
  {
    name: 'products-order-title',
    method: 'GET',
    path: `/store/products?category_id={{gheeCategoryId}}&region_id={{regionId}}&order=title&limit=4&${PRODUCT_FIELDS}`,
  },
  {
    name: 'products-order-popularity-invalid',
    method: 'GET',
    path: '/store/products?order=popularity&limit=4',
    expectStatus: 400,
  },
  {
    name: 'products-unknown-filter-invalid',
    method: 'GET',
    path: '/store/products?category_handle=ghee',
    expectStatus: 400,
  },
  {
    name: 'product-by-handle',
    method: 'GET',
    path: `/store/products?handle=${HANDLE}&region_id={{regionId}}&${PRODUCT_FIELDS}`,
    capture: { variantId: 'products.0.variants.0.id', otherVariantId: 'products.0.variants.1.id' },
  },
  {
    name: 'product-by-handle-not-found',
    method: 'GET',
    path: `/store/products?handle=no-such-product&region_id={{regionId}}&${PRODUCT_FIELDS}`,
  },
  {
    name: 'products-without-region',
    method: 'GET',
    path: `/store/products?handle=${HANDLE}&fields=*variants.calculated_price`,
  },
  { name: 'products-search', method: 'GET', path: '/store/products?q=atta&limit=5&fields=id,title,handle,thumbnail' },
  {
    name: 'store-without-publishable-key',
    method: 'GET',
    path: '/store/products?limit=1',
    publishableKey: false,
    expectStatus: 400,
  },
  { name: 'regions', method: 'GET', path: '/store/regions' },
  {
    name: 'auth-register',
    method: 'POST',
    path: '/auth/customer/emailpass/register',
    body: { email: 'ravi+{{runId}}@example.in', password: 'harness-Passw0rd' },
    publishableKey: false,
    capture: { registrationToken: 'token' },
  },
  {
    name: 'customer-create',
    method: 'POST',
    path: '/store/customers',
    bearer: 'registrationToken',
    body: { email: 'ravi+{{runId}}@example.in', first_name: 'Ravi', last_name: 'Kumar', phone: '9876501234' },
  },
  {
    name: 'auth-login',
    method: 'POST',
    path: '/auth/customer/emailpass',
    body: { email: 'ravi+{{runId}}@example.in', password: 'harness-Passw0rd' },
    publishableKey: false,
    capture: { token: 'token' },
  },
  {
    name: 'auth-login-wrong-password',
    method: 'POST',
    path: '/auth/customer/emailpass',
    body: { email: 'ravi+{{runId}}@example.in', password: 'wrong' },
    publishableKey: false,
    expectStatus: 401,
  },
  { name: 'customer-me', method: 'GET', path: '/store/customers/me', bearer: 'token' },
  { name: 'customer-me-unauthorized', method: 'GET', path: '/store/customers/me', expectStatus: 401 },
  {
    name: 'cart-create',
    method: 'POST',
    path: '/store/carts',
    body: { region_id: '{{regionId}}' },
    capture: { cartId: 'cart.id' },
  },
  {
    name: 'cart-add-line-item',
    method: 'POST',
    path: '/store/carts/{{cartId}}/line-items',
    body: { variant_id: '{{variantId}}', quantity: 2 },
    capture: { lineId: 'cart.items.0.id' },
  },
  {
    name: 'cart-add-line-item-invalid',
    method: 'POST',
    path: '/store/carts/{{cartId}}/line-items',
    body: { variant_id: '{{variantId}}', quantity: 'two' },
    expectStatus: 400,
  },
  {
    name: 'cart-update-line-item',
    method: 'POST',
    path: '/store/carts/{{cartId}}/line-items/{{lineId}}',
    body: { quantity: 3 },
  },
  {
    name: 'cart-add-second-line-item',
    method: 'POST',
    path: '/store/carts/{{cartId}}/line-items',
    body: { variant_id: '{{otherVariantId}}', quantity: 1 },
  },
  { name: 'cart-get', method: 'GET', path: '/store/carts/{{cartId}}' },
  { name: 'cart-get-not-found', method: 'GET', path: '/store/carts/cart_01NOSUCHCART0000000000000', expectStatus: 404 },
  {
    name: 'cart-set-address',
    method: 'POST',
    path: '/store/carts/{{cartId}}',
    body: { email: 'asha+{{runId}}@example.in', shipping_address: ADDRESS, billing_address: ADDRESS },
  },
  {
    name: 'shipping-options',
    method: 'GET',
    path: '/store/shipping-options?cart_id={{cartId}}',
    capture: { shippingOptionId: 'shipping_options.0.id' },
  },
  {
    name: 'cart-add-shipping-method',
    method: 'POST',
    path: '/store/carts/{{cartId}}/shipping-methods',
    body: { option_id: '{{shippingOptionId}}' },
  },
  { name: 'payment-providers', method: 'GET', path: '/store/payment-providers?region_id={{regionId}}' },
  {
    name: 'payment-collection-create',
    method: 'POST',
    path: '/store/payment-collections',
    body: { cart_id: '{{cartId}}' },
    capture: { paymentCollectionId: 'payment_collection.id' },
  },
  {
    name: 'payment-session-create',
    method: 'POST',
    path: '/store/payment-collections/{{paymentCollectionId}}/payment-sessions',
    body: { provider_id: 'pp_system_default' },
  },
  { name: 'cart-complete', method: 'POST', path: '/store/carts/{{cartId}}/complete', capture: { orderId: 'order.id' } },
  {
    name: 'cart-create-second',
    method: 'POST',
    path: '/store/carts',
    body: { region_id: '{{regionId}}' },
    capture: { secondCartId: 'cart.id' },
  },
  {
    name: 'cart-add-for-delete',
    method: 'POST',
    path: '/store/carts/{{secondCartId}}/line-items',
    body: { variant_id: '{{variantId}}', quantity: 1 },
    capture: { secondLineId: 'cart.items.0.id' },
  },
  {
    name: 'cart-delete-line-item',
    method: 'DELETE',
    path: '/store/carts/{{secondCartId}}/line-items/{{secondLineId}}',
  },
  {
    name: 'customer-cart-create',
    method: 'POST',
    path: '/store/carts',
    bearer: 'token',
    body: { region_id: '{{regionId}}' },
    capture: { customerCartId: 'cart.id' },
  },
  {
    name: 'customer-cart-add-line-item',
    method: 'POST',
    path: '/store/carts/{{customerCartId}}/line-items',
    bearer: 'token',
    body: { variant_id: '{{otherVariantId}}', quantity: 4 },
  },
  {
    name: 'customer-cart-set-address',
    method: 'POST',
    path: '/store/carts/{{customerCartId}}',
    bearer: 'token',
    body: { shipping_address: ADDRESS, billing_address: ADDRESS },
  },
  {
    name: 'customer-shipping-options-free',
    method: 'GET',
    path: '/store/shipping-options?cart_id={{customerCartId}}',
    bearer: 'token',
  },
  {
    name: 'customer-cart-add-shipping-method',
    method: 'POST',
    path: '/store/carts/{{customerCartId}}/shipping-methods',
    bearer: 'token',
    body: { option_id: '{{shippingOptionId}}' },
  },
  {
    name: 'customer-payment-collection-create',
    method: 'POST',
    path: '/store/payment-collections',
    bearer: 'token',
    body: { cart_id: '{{customerCartId}}' },
    capture: { customerPaymentCollectionId: 'payment_collection.id' },
  },
  {
    name: 'customer-payment-session-create',
    method: 'POST',
    path: '/store/payment-collections/{{customerPaymentCollectionId}}/payment-sessions',
    bearer: 'token',
    body: { provider_id: 'pp_system_default' },
  },
  { name: 'customer-cart-complete', method: 'POST', path: '/store/carts/{{customerCartId}}/complete', bearer: 'token' },
  { name: 'customer-orders', method: 'GET', path: '/store/orders?limit=10&order=-created_at', bearer: 'token' },
];
