import { describe, expect, it } from 'vitest';
import type { Event } from '../events';
import { initialSuggestionsState, suggestionsReducer } from './suggestion.reducer';
import type { SuggestionsState } from './suggestion.model';

const run = (events: readonly Event[], from: SuggestionsState = initialSuggestionsState): SuggestionsState =>
  events.reduce(suggestionsReducer, from);
const requested: Event = { type: 'suggestion/loadStarted', payload: { handle: 'toor-dal', messageId: 'msg_2' } };
const product = {
  handle: 'toor-dal',
  title: 'Toor Dal',
  thumbnail: 'http://shop.test/images/products/toor-dal.svg',
  variantId: 'variant_toor_dal_500g',
  variantTitle: '500 g',
  price: 10500,
};

describe('suggestionsReducer', () => {
  it('marks a requested handle loading, then keeps the loaded card', () => {
    const loading = run([requested]);
    expect(loading).toEqual({
      'toor-dal': {
        handle: 'toor-dal',
        status: 'loading',
        title: null,
        thumbnail: null,
        variantId: null,
        variantTitle: null,
        price: null,
      },
    });
    expect(run([{ type: 'suggestion/loaded', payload: { product } }], loading)).toEqual({
      'toor-dal': { ...product, status: 'loaded' },
    });
  });

  it('marks a failed fetch failed, keeping other cards', () => {
    const other = run([
      { type: 'suggestion/loaded', payload: { product: { ...product, handle: 'moong-dal', title: 'Moong Dal' } } },
    ]);
    const failed = run(
      [requested, { type: 'suggestion/failed', payload: { handle: 'toor-dal', status: 404, message: 'not found' } }],
      other,
    );
    expect(failed['toor-dal']).toMatchObject({ status: 'failed', title: null });
    expect(failed['moong-dal']).toMatchObject({ status: 'loaded', title: 'Moong Dal' });
  });

  it('asks again only for a failed card: a loaded one stays loaded', () => {
    const loaded = run([requested, { type: 'suggestion/loaded', payload: { product } }]);
    expect(run([requested], loaded)).toBe(loaded);
    const failed = run([
      requested,
      { type: 'suggestion/failed', payload: { handle: 'toor-dal', status: 503, message: 'down' } },
    ]);
    expect(run([requested], failed)['toor-dal']).toMatchObject({ status: 'loading' });
  });

  it('keeps its reference while a handle is already loading, and for events of other areas', () => {
    const loading = run([requested]);
    expect(run([requested, { type: 'chat/openRequested' }], loading)).toBe(loading);
  });
});
