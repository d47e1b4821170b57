import { firstValueFrom, of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { testEndpoints } from '../../harness/fakes';
import { loadNow } from '../../harness/fakes/lazy-epics';
import type { ApiClient } from '../http/api-client';
import type { HttpResponse } from '../ports';
import { brandCommerce } from './brand/brand.commerce';
import { COMMERCE_TRAITS, type CommerceContext, type CommerceFactory } from './commerce.port';
import { NO_ANSWER } from './commerce-results';
import { lazyCommerce } from './lazy-commerce';
import { createMedusaCommerce } from './medusa/medusa.commerce';

const answer = (status: number, body: unknown) => of<HttpResponse>({ status, body });

/** A context whose client answers every GET with one category, recording the paths asked. */
function context(): { context: CommerceContext; paths: string[] } {
  const paths: string[] = [];
  const client: ApiClient = {
    get: (path) => {
      paths.push(path);
      return answer(200, { product_categories: [{ id: 'pcat_1', handle: 'ghee', name: 'Ghee' }] });
    },
    post: (path) => (paths.push(path), answer(200, {})),
    put: () => answer(500, null),
    patch: () => answer(500, null),
    delete: () => answer(500, null),
    upload: () => of({ status: 500 }),
  };
  return { context: { api: client, raw: client, endpoints: testEndpoints(), load: loadNow }, paths };
}

/** A loader the test settles by hand, counting how often it was asked. */
function manualLoader() {
  const pending: { resolve: (factory: CommerceFactory) => void; reject: (error: Error) => void }[] = [];
  const load = () =>
    new Promise<CommerceFactory>((resolve, reject) => {
      pending.push({ resolve, reject });
    });
  return { load, pending };
}

describe('lazyCommerce', () => {
  it('offers every call the adapters have, and says what it is before its code has loaded', () => {
    const { load } = manualLoader();
    const given = context().context;
    const brand = lazyCommerce(COMMERCE_TRAITS.brand, load)(given);
    expect(Object.keys(brand).sort()).toEqual(Object.keys(brandCommerce(given)).sort());
    const medusa = lazyCommerce(COMMERCE_TRAITS.medusa, load)(given);
    expect(Object.keys(medusa).sort()).toEqual(Object.keys(createMedusaCommerce({ regionId: null })(given)).sort());
    expect([brand.backend, brand.loginMethod]).toEqual(['brand', 'otp']);
    expect([medusa.backend, medusa.loginMethod]).toEqual(['medusa', 'password']);
  });

  it('starts fetching its code when built, once, and answers calls made before it arrived when it does', async () => {
    const { load, pending } = manualLoader();
    const { context: given, paths } = context();
    const commerce = lazyCommerce(COMMERCE_TRAITS.brand, load)(given);
    expect(pending).toHaveLength(1);
    const first = firstValueFrom(commerce.category('ghee'));
    const second = firstValueFrom(commerce.category('ghee'));
    expect(paths).toEqual([]);
    pending[0]?.resolve(brandCommerce);
    expect(await first).toMatchObject({ ok: true, value: { handle: 'ghee' } });
    expect(await second).toEqual(await first);
    expect(pending).toHaveLength(1);
    expect(paths).toHaveLength(2);
  });

  it('answers as a request without an answer while its code cannot be fetched, and fetches it again on the next call', async () => {
    const { load, pending } = manualLoader();
    const commerce = lazyCommerce(COMMERCE_TRAITS.brand, load)(context().context);
    const lines = firstValueFrom(commerce.cartLines('cart_1'));
    const report = firstValueFrom(commerce.userMetadata('user_1', 'example.com'));
    pending[0]?.reject(new Error('chunk fetch failed'));
    expect(await lines).toEqual(NO_ANSWER);
    expect(await report).toBeNull();
    const again = firstValueFrom(commerce.category('ghee'));
    expect(pending).toHaveLength(2);
    pending[1]?.resolve(brandCommerce);
    expect((await again).ok).toBe(true);
  });
});
