import type { BackendContext, BackendModule } from './backend-module';
import { createAuthModule } from './auth/auth.module';
import { createSeedCatalog } from './catalog/seed-catalog';
import { createChatModule } from './chat/chat.module';
import { createSearchModule } from './search/search.module';
import { createStoreModule } from './store/store.module';
import { createUploadsModule } from './uploads/uploads.module';

/** Every module of the local backend, in the order their routes are tried. */
export function createModules(context: BackendContext): BackendModule[] {
  const catalog = createSeedCatalog();
  return [
    createStoreModule(context, catalog),
    createSearchModule(catalog),
    createAuthModule(context),
    createUploadsModule(context),
    createChatModule(context, catalog),
  ];
}
