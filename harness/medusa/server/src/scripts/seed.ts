import { readFileSync, writeFileSync } from 'node:fs';
import type { CreateInventoryLevelInput, ExecArgs } from '@medusajs/framework/types';
import { ContainerRegistrationKeys, Modules, ProductStatus } from '@medusajs/framework/utils';
import {
  createApiKeysWorkflow,
  createInventoryLevelsWorkflow,
  createProductCategoriesWorkflow,
  createProductsWorkflow,
  createProductTagsWorkflow,
  createRegionsWorkflow,
  createSalesChannelsWorkflow,
  createShippingOptionsWorkflow,
  createShippingProfilesWorkflow,
  createStockLocationsWorkflow,
  createTaxRegionsWorkflow,
  linkSalesChannelsToApiKeyWorkflow,
  linkSalesChannelsToStockLocationWorkflow,
  updateStoresWorkflow,
} from '@medusajs/medusa/core-flows';
import type { MedusaSeedInput, SeedOutput } from '../../../seed-input';
import { seedPromotions } from './seed-promotions';
import { seedCollections } from './seed-collections';
import { seedSale } from './seed-sale';

const PRODUCT_BATCH = 20;

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set: harness/medusa/medusa-server.ts runs this seed`);
  return value;
}

/**
 * Seeds the harness's Medusa with the local backend's catalogue (read from the JSON at
 * MEDUSA_SEED_INPUT) through Medusa's own workflows, and writes what a storefront needs (the
 * publishable key, the region) to MEDUSA_SEED_OUTPUT.
 */
export default async function seedGrocery({ container }: ExecArgs): Promise<void> {
  const input = JSON.parse(readFileSync(env('MEDUSA_SEED_INPUT'), 'utf8')) as MedusaSeedInput;
  const outputPath = env('MEDUSA_SEED_OUTPUT');
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER);
  const link = container.resolve(ContainerRegistrationKeys.LINK);
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const fulfillment = container.resolve(Modules.FULFILLMENT);
  const salesChannels = container.resolve(Modules.SALES_CHANNEL);
  const stores = container.resolve(Modules.STORE);
  const policy = input.policy;

  const [store] = await stores.listStores();
  if (!store) throw new Error('Medusa has no store: run `medusa db:setup` (or db:migrate) before seeding');

  logger.info('Seeding the store, its sales channel and region...');
  let [channel] = await salesChannels.listSalesChannels({ name: policy.salesChannel });
  if (!channel) {
    const { result } = await createSalesChannelsWorkflow(container).run({
      input: { salesChannelsData: [{ name: policy.salesChannel, description: 'The grocery storefront' }] },
    });
    channel = result[0];
  }
  if (!channel) throw new Error('No sales channel was created');

  const { result: regions } = await createRegionsWorkflow(container).run({
    input: {
      regions: [
        {
          name: policy.region.name,
          currency_code: input.currency,
          countries: [policy.region.country],
          automatic_taxes: true,
          is_tax_inclusive: true,
          payment_providers: [policy.paymentProvider],
        },
      ],
    },
  });
  const region = regions[0];
  if (!region) throw new Error('No region was created');

  await updateStoresWorkflow(container).run({
    input: {
      selector: { id: store.id },
      update: {
        name: policy.storeName,
        supported_currencies: [{ currency_code: input.currency, is_default: true, is_tax_inclusive: true }],
        default_sales_channel_id: channel.id,
        default_region_id: region.id,
      },
    },
  });

  await createTaxRegionsWorkflow(container).run({
    input: [{ country_code: policy.region.country, provider_id: 'tp_system' }],
  });

  logger.info('Seeding the stock location, fulfilment and shipping options...');
  const { result: locations } = await createStockLocationsWorkflow(container).run({
    input: { locations: [{ name: policy.stockLocation.name, address: { ...policy.stockLocation.address } }] },
  });
  const location = locations[0];
  if (!location) throw new Error('No stock location was created');
  await updateStoresWorkflow(container).run({
    input: { selector: { id: store.id }, update: { default_location_id: location.id } },
  });
  await link.create({
    [Modules.STOCK_LOCATION]: { stock_location_id: location.id },
    [Modules.FULFILLMENT]: { fulfillment_provider_id: policy.fulfillmentProvider },
  });

  let [profile] = await fulfillment.listShippingProfiles({ type: 'default' });
  if (!profile) {
    const { result } = await createShippingProfilesWorkflow(container).run({
      input: { data: [{ name: 'Default Shipping Profile', type: 'default' }] },
    });
    profile = result[0];
  }
  if (!profile) throw new Error('No shipping profile was created');

  const fulfillmentSet = await fulfillment.createFulfillmentSets({
    name: `${policy.stockLocation.name} delivery`,
    type: 'shipping',
    service_zones: [
      { name: policy.region.name, geo_zones: [{ country_code: policy.region.country, type: 'country' }] },
    ],
  });
  const serviceZone = fulfillmentSet.service_zones[0];
  if (!serviceZone) throw new Error('No service zone was created');
  await link.create({
    [Modules.STOCK_LOCATION]: { stock_location_id: location.id },
    [Modules.FULFILLMENT]: { fulfillment_set_id: fulfillmentSet.id },
  });

  const standard = policy.shipping.standard;
  const { result: shippingOptions } = await createShippingOptionsWorkflow(container).run({
    input: [
      {
        name: standard.name,
        price_type: 'flat',
        provider_id: policy.fulfillmentProvider,
        service_zone_id: serviceZone.id,
        shipping_profile_id: profile.id,
        type: { label: standard.label, description: standard.promise, code: standard.code },
        data: {
          promise: standard.promise,
          min_days: standard.minDays,
          max_days: standard.maxDays,
          free_from: standard.freeFrom,
        },
        prices: [
          { currency_code: input.currency, amount: standard.fee },
          {
            currency_code: input.currency,
            amount: 0,
            rules: [{ attribute: 'item_total', operator: 'gte', value: standard.freeFrom }],
          },
        ],
        rules: [
          { attribute: 'enabled_in_store', value: 'true', operator: 'eq' },
          { attribute: 'is_return', value: 'false', operator: 'eq' },
        ],
      },
    ],
  });

  await linkSalesChannelsToStockLocationWorkflow(container).run({ input: { id: location.id, add: [channel.id] } });

  logger.info('Seeding the publishable API key...');
  const {
    result: [apiKey],
  } = await createApiKeysWorkflow(container).run({
    input: { api_keys: [{ title: policy.apiKeyTitle, type: 'publishable', created_by: '' }] },
  });
  if (!apiKey) throw new Error('No publishable key was created');
  await linkSalesChannelsToApiKeyWorkflow(container).run({ input: { id: apiKey.id, add: [channel.id] } });

  logger.info('Seeding the category tree...');
  const categoryFields = (category: MedusaSeedInput['root']) => ({
    name: category.name,
    handle: category.handle,
    description: category.description,
    rank: category.rank,
    metadata: category.metadata,
    is_active: true,
    is_internal: false,
  });
  const {
    result: [root],
  } = await createProductCategoriesWorkflow(container).run({
    input: { product_categories: [categoryFields(input.root)] },
  });
  if (!root) throw new Error('No root category was created');
  const categoryIds = new Map<string, string>([[root.handle, root.id]]);
  for (const category of input.categories) {
    const {
      result: [created],
    } = await createProductCategoriesWorkflow(container).run({
      input: { product_categories: [{ ...categoryFields(category), parent_category_id: root.id }] },
    });
    if (!created) throw new Error(`Category ${category.handle} was not created`);
    categoryIds.set(created.handle, created.id);
  }

  const { result: tags } = await createProductTagsWorkflow(container).run({
    input: { product_tags: input.tags.map((value) => ({ value })) },
  });
  const tagIds = new Map(tags.map((tag) => [tag.value, tag.id]));
  const idOf = (ids: Map<string, string>, kind: string) => (key: string) => {
    const id = ids.get(key);
    if (!id) throw new Error(`Unknown ${kind} ${key}`);
    return id;
  };

  logger.info(`Seeding ${input.products.length} products...`);
  for (let start = 0; start < input.products.length; start += PRODUCT_BATCH) {
    const batch = input.products.slice(start, start + PRODUCT_BATCH);
    await createProductsWorkflow(container).run({
      input: {
        products: batch.map((product) => ({
          title: product.title,
          subtitle: product.subtitle,
          handle: product.handle,
          description: product.description,
          status: ProductStatus.PUBLISHED,
          thumbnail: product.thumbnail,
          images: product.images.map((image) => ({ url: image.url })),
          ...(product.weight === null ? {} : { weight: product.weight }),
          ...(product.origin_country === null ? {} : { origin_country: product.origin_country }),
          metadata: product.metadata,
          category_ids: product.category_handles.map(idOf(categoryIds, 'category')),
          tag_ids: product.tags.map(idOf(tagIds, 'tag')),
          shipping_profile_id: profile.id,
          sales_channels: [{ id: channel.id }],
          options: product.options.map((option) => ({ title: option.title, values: [...option.values] })),
          variants: product.variants.map((variant) => ({
            title: variant.title,
            sku: variant.sku,
            variant_rank: variant.variant_rank,
            ...(variant.weight === null ? {} : { weight: variant.weight }),
            manage_inventory: true,
            allow_backorder: false,
            options: variant.options,
            prices: [{ amount: variant.amount, currency_code: input.currency }],
          })),
        })),
      },
    });
  }

  await seedCollections(container, input.collections);
  logger.info(`Seeded the sale price list: ${await seedSale(container, input)} variants`);

  logger.info('Seeding inventory levels...');
  const { data: inventoryItems } = await query.graph({ entity: 'inventory_item', fields: ['id'] });
  const levels: CreateInventoryLevelInput[] = inventoryItems.map((item: { id: string }) => ({
    location_id: location.id,
    stocked_quantity: policy.stockedQuantity,
    inventory_item_id: item.id,
  }));
  await createInventoryLevelsWorkflow(container).run({ input: { inventory_levels: levels } });
  await seedPromotions(container, input.promotions, input.currency);

  const output: SeedOutput = {
    publishableKey: apiKey.token,
    regionId: region.id,
    salesChannelId: channel.id,
    stockLocationId: location.id,
    currency: input.currency,
    shippingOptions: shippingOptions.map((option) => ({ id: option.id, name: option.name })),
    products: input.products.length,
    categories: categoryIds.size,
  };
  writeFileSync(outputPath, `${JSON.stringify(output, null, 2)}\n`);
  logger.info(`Seeded: region ${region.id}, publishable key ${apiKey.token}`);
}
