import { defer, map, mergeMap, of, type Observable } from 'rxjs';
import type { CheckoutCommerce, CommerceContext } from './commerce.port';
import type { MoneyConversion, PinCodeLookup } from './store-checkout';

/**
 * The shared checkout requests of {@link createStoreCheckout}, for an adapter, with their code
 * loaded on the first checkout call (through the context's loader) so it stays out of the entry
 * bundle. Each call waits for the code, then runs as createStoreCheckout's would.
 */
export function lazyStoreCheckout(
  context: CommerceContext,
  money: MoneyConversion,
  pinCodeLookup?: PinCodeLookup,
): CheckoutCommerce {
  let made: CheckoutCommerce | null = null;
  const checkout$: Observable<CheckoutCommerce> = defer(() =>
    made
      ? of(made)
      : context.load('storeCheckout').pipe(map((create) => (made ??= create(context, money, pinCodeLookup)))),
  );
  const via =
    <A extends unknown[], T>(call: (checkout: CheckoutCommerce, ...args: A) => Observable<T>) =>
    (...args: A): Observable<T> =>
      checkout$.pipe(mergeMap((checkout) => call(checkout, ...args)));
  return {
    pinCode: via((checkout, pinCode: string) => checkout.pinCode(pinCode)),
    setCheckoutDetails: via((checkout, ...args: Parameters<CheckoutCommerce['setCheckoutDetails']>) =>
      checkout.setCheckoutDetails(...args),
    ),
    shippingOptions: via((checkout, cartId: string) => checkout.shippingOptions(cartId)),
    checkoutCart: via((checkout, cartId: string) => checkout.checkoutCart(cartId)),
    selectShippingOption: via((checkout, ...args: Parameters<CheckoutCommerce['selectShippingOption']>) =>
      checkout.selectShippingOption(...args),
    ),
    selectPayment: via((checkout, ...args: Parameters<CheckoutCommerce['selectPayment']>) =>
      checkout.selectPayment(...args),
    ),
    complete: via((checkout, ...args: Parameters<CheckoutCommerce['complete']>) => checkout.complete(...args)),
    order: via((checkout, orderId: string) => checkout.order(orderId)),
    listAddresses: via((checkout) => checkout.listAddresses()),
    saveAddress: via((checkout, ...args: Parameters<CheckoutCommerce['saveAddress']>) => checkout.saveAddress(...args)),
  };
}
