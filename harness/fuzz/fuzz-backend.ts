import type { HttpRequest, HttpResponse } from '../../core/ports';

/** The line a fuzzed session's cart already holds on the server. */
export const HELD_LINE = {
  id: 'line_0',
  title: 'Toor dal 1 kg',
  variant_id: 'var_dal',
  quantity: 2,
  unit_price: 18_000,
  total: 36_000,
  thumbnail: null,
};
/** The line an add puts in the cart. */
export const ADDED_LINE = {
  id: 'line_1',
  title: 'Desi ghee 500 ml',
  variant_id: 'var_ghee',
  quantity: 1,
  unit_price: 42_000,
  total: 42_000,
  thumbnail: null,
};
export const CART_ID = 'cart_fuzz';
export const CONVERSATION_ID = 'conv_fuzz';
const SENT_AT = '2026-01-01T10:00:00.000Z';

const message = (id: string, content: string, senderType: string, extra: Record<string, unknown> = {}) => ({
  id,
  conversation_id: CONVERSATION_ID,
  content,
  content_type: 'text',
  sender_id: senderType === 'customer' ? 'guest_fuzz' : 'assistant',
  sender_type: senderType,
  created_at: SENT_AT,
  metadata: { sender: { name: senderType === 'customer' ? 'Guest' : 'Assistant' } },
  ...extra,
});

const field = (body: unknown, key: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;

/**
 * The store, search, chat and upload services answering every call of SPEC §7 as they should, so
 * that the one call under test is the only malformed answer a fuzzed session meets. `resumed`
 * says whether a chat start resumes a conversation (which loads its history).
 */
export function validAnswer(request: HttpRequest, options: { readonly resumed?: boolean } = {}): HttpResponse {
  const { pathname } = new URL(request.url);
  const ok = (body: unknown): HttpResponse => ({ status: 200, body });
  if (pathname.endsWith('/store/product-categories')) {
    return ok({
      product_categories: [
        {
          id: 'pcat_root',
          name: 'Grocery',
          handle: 'grocery',
          category_children: [
            {
              id: 'pcat_atta',
              name: 'Atta & flours',
              handle: 'atta',
              description: 'Stone-ground',
              metadata: { L1_page_icon_link: 'https://cdn.test/atta.png' },
            },
            { id: 'pcat_dal', name: 'Dals', handle: 'dals', description: '', metadata: {} },
          ],
        },
      ],
    });
  }
  if (pathname.endsWith('/store/carts') && request.method === 'POST') return ok({ cart: { id: CART_ID, items: [] } });
  if (/\/store\/carts\/[^/]+$/.test(pathname)) return ok({ cart: { id: CART_ID, items: [HELD_LINE] } });
  if (pathname.endsWith('/product_search/autosuggest')) {
    return ok({
      suggestions: [
        { id: 'prod_ghee', title: 'Desi ghee', handle: 'desi-ghee' },
        { id: 'prod_dal', title: 'Toor dal', handle: 'toor-dal' },
      ],
    });
  }
  if (pathname.endsWith('/store/customer/cart')) return ok({ cartId: 'cart_customer' });
  if (pathname.endsWith('/store/customer/cart-line-item'))
    return ok({ cart: { id: CART_ID, items: [HELD_LINE, ADDED_LINE] } });
  if (pathname.endsWith('/chats/initiate'))
    return ok({ conversation: { id: CONVERSATION_ID, status: 'open' }, resumed: options.resumed ?? false });
  if (/\/chats\/[^/]+\/messages$/.test(pathname) && request.method === 'GET') {
    return ok({
      items: [
        message('msg_2', 'Ghee 500 ml is in stock.', 'assistant', {
          metadata: {
            sender: { name: 'Assistant' },
            ai_response: { handle: 'desi-ghee', items: [{ variant_id: 'var_ghee', quantity: 1, title: 'Desi ghee' }] },
          },
        }),
        message('msg_1', 'Ghee hai?', 'customer'),
      ],
      nextBefore: null,
    });
  }
  if (/\/chats\/[^/]+\/messages$/.test(pathname) && request.method === 'POST') {
    const body = request.body;
    return ok({
      userMessage: {
        ...message('msg_sent', String(field(body, 'content')), 'customer'),
        content_type: field(body, 'contentType'),
        sender_id: field(body, 'senderId'),
      },
      message: message('msg_reply', 'Kitna chahiye?', 'assistant'),
    });
  }
  if (pathname.endsWith('/uploads/presign')) {
    return ok({
      uploadUrl: 'https://uploads.test/put/rec_1.webm?sig=abc',
      url: 'https://uploads.test/rec_1.webm',
      headers: { 'Content-Type': 'audio/webm', 'x-amz-acl': 'public-read' },
    });
  }
  if (request.method === 'PUT') return ok(null);
  if (pathname.endsWith('/users/metadata')) return ok({ ok: true });
  if (pathname.endsWith('/events/session-events')) return ok({ ok: true });
  return { status: 404, body: { message: 'Not found' } };
}
