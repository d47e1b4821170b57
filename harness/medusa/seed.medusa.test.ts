import { describe, expect, it } from 'vitest';
import { CATEGORY_HANDLES } from '../local-backend/catalog/catalog.model';
import { createSeedCatalog } from '../local-backend/catalog/seed-catalog';
import { medusaStoreJson, medusaTestTarget } from './medusa-test-env';
import { SEED_POLICY } from './seed-input';

const target = medusaTestTarget();
const catalog = createSeedCatalog();

interface SeededProduct {
  handle: string;
  thumbnail: string;
  metadata: Record<string, unknown>;
  categories: { handle: string }[];
  variants: { title: string; calculated_price: { calculated_amount: number; currency_code: string } }[];
}

const get = (path: string) => medusaStoreJson(target, 'GET', path);
const post = (path: string, body: unknown) =>
  medusaStoreJson(target, 'POST', path, body) as Promise<{ cart: { id: string; item_total: number } }>;
describe('the seeded stock Medusa v2', () => {
  it('has the India region in INR with the system payment provider (cash on delivery)', async () => {
    const { regions } = (await get('/store/regions')) as {
      regions: { id: string; name: string; currency_code: string; countries: { iso_2: string }[] }[];
    };
    expect(regions.map((region) => [region.id, region.name, region.currency_code])).toEqual([
      [target.regionId, 'India', 'inr'],
    ]);
    expect(regions[0]?.countries.map((country) => country.iso_2)).toEqual(['in']);
    const { payment_providers } = (await get(`/store/payment-providers?region_id=${target.regionId}`)) as {
      payment_providers: { id: string }[];
    };
    expect(payment_providers.map((provider) => provider.id)).toEqual(['pp_system_default']);
  });

  it('has the grocery tree: the tiles in rank order with their icon links', async () => {
    const body = (await get('/store/product-categories?handle=grocery&fields=*category_children')) as {
      product_categories: {
        category_children: { handle: string; rank: number; metadata: Record<string, unknown> }[];
      }[];
    };
    const children = [...(body.product_categories[0]?.category_children ?? [])].sort((a, b) => a.rank - b.rank);
    expect(children.map((child) => child.handle)).toEqual([...CATEGORY_HANDLES]);
    for (const child of children)
      expect(child.metadata['L1_page_icon_link']).toBe(`/images/categories/${child.handle}.svg`);
  });

  it('has every local product with the same variants at the same prices, in rupees', async () => {
    const { products, count } = (await get(
      `/store/products?limit=200&region_id=${target.regionId}&fields=handle,thumbnail,+metadata,*categories,variants.title,*variants.calculated_price`,
    )) as { products: SeededProduct[]; count: number };
    expect(count).toBe(catalog.products().length);
    for (const product of products) {
      const local = catalog.productByHandle(product.handle);
      expect(local, product.handle).toBeDefined();
      const prices = Object.fromEntries(
        product.variants.map((variant) => [variant.title, variant.calculated_price.calculated_amount * 100]),
      );
      expect(prices, product.handle).toEqual(
        Object.fromEntries(
          local?.variants.map((variant) => [variant.title, variant.calculated_price.calculated_amount]) ?? [],
        ),
      );
      expect(product.variants.every((variant) => variant.calculated_price.currency_code === 'inr')).toBe(true);
      expect(product.thumbnail).toBe(local?.thumbnail);
      expect(product.metadata['hindi_name']).toBe(local?.metadata.hindi_name);
      expect(product.metadata['title_hi']).toBe(local?.metadata.title_hi);
      expect(product.categories.map((category) => category.handle).sort()).toEqual(
        local?.categories.map((category) => category.handle).sort(),
      );
    }
  });

  it('offers Standard delivery for India at the checkout policy fee with its promise, free from its threshold of items', async () => {
    const standard = SEED_POLICY.shipping.standard;
    const { products } = (await get('/store/products?handle=fresh-chakki-atta-whole-wheat&fields=*variants')) as {
      products: { variants: { id: string; title: string }[] }[];
    };
    const kilo = products[0]?.variants.find((variant) => variant.title === '1 kg');
    if (!kilo) throw new Error('no 1 kg atta');
    const { cart } = await post('/store/carts', {
      region_id: target.regionId,
      shipping_address: {
        first_name: 'Asha',
        last_name: 'Verma',
        address_1: '12 MG Road',
        city: 'New Delhi',
        postal_code: '110001',
        country_code: 'in',
      },
    });
    const options = async () =>
      (
        (await get(`/store/shipping-options?cart_id=${cart.id}`)) as {
          shipping_options: { name: string; amount: number; type: { label: string; description: string } }[];
        }
      ).shipping_options;

    const small = await post(`/store/carts/${cart.id}/line-items`, { variant_id: kilo.id, quantity: 2 });
    expect(small.cart.item_total).toBe(150);
    expect(
      (await options()).map((option) => [option.name, option.amount, option.type.label, option.type.description]),
    ).toEqual([[standard.name, standard.fee, standard.label, standard.promise]]);

    const large = await post(`/store/carts/${cart.id}/line-items`, { variant_id: kilo.id, quantity: 12 });
    expect(large.cart.item_total).toBeGreaterThanOrEqual(standard.freeFrom);
    expect((await options()).map((option) => option.amount)).toEqual([0]);
  });

  it('sells at least eight products below their MRP through a sale price list, the MRPs the local ones (issue 25 item 1)', async () => {
    const { products } = (await get(
      `/store/products?limit=200&region_id=${target.regionId}&fields=handle,variants.id,variants.title,*variants.calculated_price`,
    )) as {
      products: {
        handle: string;
        variants: {
          id: string;
          title: string;
          calculated_price: {
            calculated_amount: number;
            original_amount: number;
            calculated_price: { price_list_type: string | null };
          };
        }[];
      }[];
    };
    const onSale = products.filter((product) =>
      product.variants.some(
        (variant) => variant.calculated_price.original_amount > variant.calculated_price.calculated_amount,
      ),
    );
    expect(onSale.length).toBeGreaterThanOrEqual(8);
    for (const product of onSale) {
      const local = catalog.productByHandle(product.handle);
      for (const variant of product.variants) {
        const localPrice = local?.variants.find((each) => each.title === variant.title)?.calculated_price;
        expect(variant.calculated_price.calculated_price.price_list_type, product.handle).toBe('sale');
        expect(variant.calculated_price.original_amount * 100, product.handle).toBe(localPrice?.original_amount);
        expect(variant.calculated_price.calculated_amount * 100, product.handle).toBe(localPrice?.calculated_amount);
      }
    }

    const sale = onSale[0]!.variants[0]!;
    const { cart } = await post('/store/carts', { region_id: target.regionId });
    const added = (await medusaStoreJson(
      target,
      'POST',
      `/store/carts/${cart.id}/line-items?fields=items.unit_price,items.compare_at_unit_price`,
      { variant_id: sale.id, quantity: 1 },
    )) as { cart: { items: { unit_price: number; compare_at_unit_price: number | null }[] } };
    expect(added.cart.items).toEqual([
      {
        unit_price: sale.calculated_price.calculated_amount,
        compare_at_unit_price: sale.calculated_price.original_amount,
      },
    ]);
  });
});
