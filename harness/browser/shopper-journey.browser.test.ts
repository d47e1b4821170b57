import { COMMERCE_TRAITS } from '../../core/commerce/commerce.port';
import { describe } from 'vitest';
import { SCREEN_NAMES } from './screen-devices';
import { shopperJourney } from './shopper-journey';
import { CUSTOMER, logIn } from './store-steps';
import { useScreenStorefront } from './use-screen-storefront';

const store = useScreenStorefront();

/** What a shopper sees along a whole visit in brand mode (the local backend), on the phone and on the desktop. */
describe.each(SCREEN_NAMES)('a shopper journey in brand mode on the %s', (screen) => {
  shopperJourney({
    cartCreation: COMMERCE_TRAITS.brand.cartCreation,
    open: async (path) => (await store.open(screen, path)).page,
    logIn: (page) => logIn(store, page, CUSTOMER.phone),
  });
});
