import type { BackendContext, BackendModule } from './backend-module';
import { createAuthModule } from './auth/auth.module';
import type { PictureKind } from './catalog/product-image';
import { createSeedCatalog } from './catalog/seed-catalog';
import { createChatModule } from './chat/chat.module';
import type { ConversationStoreLimits } from './chat/conversation-store';
import { createCheckoutModule } from './checkout/checkout.module';
import { OrderBook } from './checkout/order-book';
import { createMonitoringModule } from './monitoring/monitoring.module';
import { createRecordingsModule } from './recordings/recordings.module';
import { createSearchModule } from './search/search.module';
import { CartService, type CartLimits } from './store/cart-service';
import { createStoreModule } from './store/store.module';
import { createUploadsModule } from './uploads/uploads.module';
import { fileURLToPath } from 'node:url';

/**
 * Where `POST /__local/recordings` writes recorded scenarios by default. (Not from ui-build's ROOT:
 * the build's prerender starts a local backend, so importing it here would be a cycle.)
 */
export const RECORDINGS_DIR = fileURLToPath(new URL('../../scenarios/recorded', import.meta.url));

/**
 * Every module of the local backend, in the order their routes are tried (checkout first: its cart
 * answer adds the checkout fields). Recorded scenarios are written to `recordingsDir`; the chat keeps
 * what `chatLimits` allows (the conversation store's defaults unless given), the carts what `cartLimits` allows;
 * the products show `pictures` (the drawings, or the photo-weight JPEGs).
 */
export function createModules(
  context: BackendContext,
  recordingsDir: string = RECORDINGS_DIR,
  chatLimits: ConversationStoreLimits = {},
  cartLimits: CartLimits = {},
  pictures: PictureKind = 'svg',
): BackendModule[] {
  const catalog = createSeedCatalog(pictures);
  const carts = new CartService(catalog, () => context.now(), cartLimits);
  const orders = new OrderBook();
  const auth = createAuthModule(context, orders);
  return [
    createCheckoutModule(context, carts, orders, (bearer) => auth.customerIdFor(bearer)),
    createStoreModule(context, catalog, carts, (bearer) => auth.customerIdFor(bearer)),
    createSearchModule(catalog),
    auth,
    createUploadsModule(context),
    createChatModule(context, catalog, { customerIdFor: (token) => auth.customerIdFor(token), limits: chatLimits }),
    createMonitoringModule(context),
    createRecordingsModule(recordingsDir),
  ];
}
