import type { ExecArgs } from '@medusajs/framework/types';
import { ContainerRegistrationKeys } from '@medusajs/framework/utils';
import { batchLinkProductsToCollectionWorkflow, createCollectionsWorkflow } from '@medusajs/medusa/core-flows';
import type { MedusaCollectionInput } from '../../../seed-input';

/**
 * Seeds the product collections the home rails come from ('Bestsellers', 'New') and links their products, found by
 * handle among the seeded products, through Medusa's own workflows. Throws on a handle Medusa does not have.
 */
export async function seedCollections(
  container: ExecArgs['container'],
  collections: readonly MedusaCollectionInput[],
): Promise<void> {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER);
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  logger.info(`Seeding ${collections.length} product collections...`);
  const { result: created } = await createCollectionsWorkflow(container).run({
    input: { collections: collections.map(({ title, handle }) => ({ title, handle })) },
  });
  const { data: products } = await query.graph({
    entity: 'product',
    fields: ['id', 'handle'],
    filters: { handle: collections.flatMap((collection) => [...collection.product_handles]) },
  });
  const productIds = new Map((products as { id: string; handle: string }[]).map((entry) => [entry.handle, entry.id]));
  for (const collection of collections) {
    const id = created.find((entry) => entry.handle === collection.handle)?.id;
    if (!id) throw new Error(`Collection ${collection.handle} was not created`);
    const add = collection.product_handles.map((handle) => {
      const productId = productIds.get(handle);
      if (!productId) throw new Error(`Collection ${collection.handle}: no product ${handle}`);
      return productId;
    });
    await batchLinkProductsToCollectionWorkflow(container).run({ input: { id, add, remove: [] } });
  }
}
