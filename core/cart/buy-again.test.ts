import { describe, expect, it } from 'vitest';
import { createTestCore, type PendingRequest } from '../../harness/fakes';
import { initialRootState, type RootState } from '../root.reducer';
import type { EventOf } from '../events';
import { buyAgainRequested } from './buy-again';

const withCart = (cartId: string | null): RootState => ({
  ...initialRootState,
  cart: { ...initialRootState.cart, id: cartId },
});

const lines: string[] = [];
function answerAdd(pending: PendingRequest, gone: ReadonlySet<string>): void {
  const { variant_id: variantId } = pending.request.body as { variant_id: string };
  if (gone.has(variantId)) {
    pending.respond({ status: 404, body: { type: 'not_found', message: 'Variant not found' } });
    return;
  }
  lines.push(variantId);
  const items = lines.map((id) => ({
    id: `line_${id}`,
    title: id,
    quantity: 1,
    unit_price: 100,
    total: 100,
    variant_id: id,
  }));
  pending.respond({ status: 200, body: { cart: { id: 'cart_1', items } } });
}

const request: EventOf<'cart/buyAgainRequested'> = {
  type: 'cart/buyAgainRequested',
  payload: {
    orderId: 'order_1',
    items: [
      { variantId: 'v_atta', quantity: 1, title: 'Chakki Atta 5 kg' },
      { variantId: 'v_oil', quantity: 2, title: 'Kachi Ghani Mustard Oil 1 L' },
      { variantId: 'v_dal', quantity: 2, title: 'Toor Dal 1 kg' },
    ],
    missing: [],
  },
};

function finished(log: readonly { readonly event: { readonly type: string } }[]) {
  return log.map((entry) => entry.event).find((event) => event.type === 'cart/buyAgainFinished') as
    EventOf<'cart/buyAgainFinished'> | undefined;
}

describe('Buy again (SPEC §14.7)', () => {
  it('puts every available line in the cart, one after another, and names the one no longer available', () => {
    lines.length = 0;
    const { store, fakes } = createTestCore({ initialState: withCart('cart_1') });
    store.dispatch(request);
    for (let turn = 0; turn < 3; turn += 1) {
      const pending = fakes.http.claimNext();
      expect(pending?.request.url).toContain('/store/customer/cart-line-item');
      answerAdd(pending!, new Set(['v_oil']));
      fakes.clock.runDue();
    }
    const outcome = finished(store.log());
    expect(outcome?.payload).toEqual({
      orderId: 'order_1',
      added: [request.payload.items[0], request.payload.items[2]],
      unavailable: ['Kachi Ghani Mustard Oil 1 L'],
      failed: [],
      message: null,
    });
    expect(store.getState().cart.cartItems.map((line) => line.variant_id)).toEqual(['v_atta', 'v_dal']);
    expect(store.getState().snackbar.message).toBe(
      '2 items added to your cart. Kachi Ghani Mustard Oil 1 L is no longer available.',
    );
    store.dispose();
  });

  it('counts lines of an old order without a pack as no longer available', () => {
    lines.length = 0;
    const { store, fakes } = createTestCore({ initialState: withCart('cart_1') });
    store.dispatch({
      type: 'cart/buyAgainRequested',
      payload: { orderId: 'order_0', items: [request.payload.items[0]!], missing: ['Old Hamper'] },
    });
    answerAdd(fakes.http.claimNext()!, new Set());
    fakes.clock.runDue();
    expect(store.getState().snackbar.message).toBe('1 item added to your cart. Old Hamper is no longer available.');
    store.dispose();
  });

  it('without an answer, says the lines did not go in and keeps trying the next ones', () => {
    lines.length = 0;
    const { store, fakes } = createTestCore({ initialState: withCart('cart_1') });
    store.dispatch(request);
    fakes.http.claimNext()!.respond({ status: 0, body: null });
    fakes.clock.runDue();
    for (let turn = 0; turn < 2; turn += 1) {
      const pending = fakes.http.claimNext();
      expect(pending?.request.url).toContain('/store/customer/cart-line-item');
      answerAdd(pending!, new Set());
      fakes.clock.runDue();
    }
    const outcome = finished(store.log());
    expect(outcome?.payload.failed).toEqual(['Chakki Atta 5 kg']);
    expect(outcome?.payload.added.map((item) => item.variantId)).toEqual(['v_oil', 'v_dal']);
    expect(store.getState().snackbar.status).toBe('info');
    store.dispose();
  });
});

describe('buyAgainRequested', () => {
  it('names each line with its pack once, and lists the lines with no pack as missing', () => {
    expect(
      buyAgainRequested('order_9', [
        { title: 'Toor Dal', variantTitle: '1 kg', quantity: 2, variantId: 'v_dal' },
        { title: 'Fresh Chakki Atta - 5 kg', variantTitle: '5 kg', quantity: 1, variantId: 'v_atta' },
        { title: 'Festive Hamper', variantTitle: null, quantity: 1 },
      ]).payload,
    ).toEqual({
      orderId: 'order_9',
      items: [
        { variantId: 'v_dal', quantity: 2, title: 'Toor Dal 1 kg' },
        { variantId: 'v_atta', quantity: 1, title: 'Fresh Chakki Atta - 5 kg' },
      ],
      missing: ['Festive Hamper'],
    });
  });
});
