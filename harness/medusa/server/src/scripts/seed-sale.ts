import type { MedusaContainer } from '@medusajs/framework/types';
import { ContainerRegistrationKeys, PriceListStatus, PriceListType } from '@medusajs/framework/utils';
import { createPriceListsWorkflow } from '@medusajs/medusa/core-flows';
import type { MedusaSeedInput } from '../../../seed-input';

/**
 * Seeds the sale as Medusa's own `sale` price list (active, no end): each sale variant's selling price in the store's
 * currency, below its own price (the MRP). The store API then answers `calculated_price.calculated_amount` (the sale
 * price), `original_amount` (the MRP) and `calculated_price.price_list_type` 'sale'; cart lines get
 * `compare_at_unit_price`. Returns how many variants are on sale.
 */
export async function seedSale(container: MedusaContainer, input: MedusaSeedInput): Promise<number> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const skus = new Map(
    input.products.flatMap((product) =>
      product.variants.flatMap((variant) => (variant.saleAmount === null ? [] : [[variant.sku, variant.saleAmount]])),
    ),
  );
  if (skus.size === 0) return 0;
  const { data: variants } = await query.graph({
    entity: 'product_variant',
    fields: ['id', 'sku'],
    filters: { sku: [...skus.keys()] },
  });
  const prices = variants.flatMap((variant: { id: string; sku: string | null }) => {
    const amount = variant.sku === null ? undefined : skus.get(variant.sku);
    return amount === undefined ? [] : [{ variant_id: variant.id, amount, currency_code: input.currency }];
  });
  if (prices.length !== skus.size) throw new Error(`The sale names ${skus.size} variants; Medusa has ${prices.length}`);
  const saleList = {
    title: input.sale.title,
    description: input.sale.description,
    type: PriceListType.SALE,
    status: PriceListStatus.ACTIVE,
    prices,
  };
  await createPriceListsWorkflow(container).run({ input: { price_lists_data: [saleList] } });
  return prices.length;
}
