import { cartIdOf, toCartItems } from '../../core/commerce/brand/brand-cart.decoders';
import { toCategoryTiles as brandCategoryTiles } from '../../core/commerce/brand/brand-catalog.decoders';
import { toSuggestions } from '../../core/commerce/brand/brand-search.decoders';
import { cartOfAnswer, createdCartOf } from '../../core/commerce/medusa/medusa-cart.decode';
import {
  toCategoryTiles as medusaCategoryTiles,
  toSearchSuggestions,
} from '../../core/commerce/medusa/medusa-catalog.decode';
import { readInitiateResponse, readMessagePage } from '../../core/chat/chat-message';
import { readSendResponse } from '../../core/chat/chat-send';
import { isAllowedAudioUrl, readPresignedUpload } from '../../core/voice/presigned-upload';
import type { HttpMethod, HttpRequest } from '../../core/ports';
import { loadFixture } from '../fakes/medusa-fixture-replay';
import { testEndpoints } from '../fakes';
import { validAnswer } from './fuzz-backend';
import {
  cartItemViolations,
  categoryViolations,
  messageViolations,
  suggestionViolations,
  type Violations,
} from './state-invariants';

/** One decoder of an answer of SPEC §7, a valid body to break, and what a decoded value must be. */
export interface DecoderTarget {
  /** The adapter (or the chat and voice code both share) and the call. */
  readonly name: string;
  readonly valid: unknown;
  readonly decode: (body: unknown) => unknown;
  /** What is wrong with a decoded value (null, the decoder's 'unreadable', is always fine). */
  readonly check: (decoded: never) => Violations;
}

const request = (method: HttpMethod, url: string, body?: unknown): HttpRequest => ({
  method,
  url: `http://shop.test${url}`,
  headers: {},
  ...(body ? { body } : {}),
});
const brand = (method: HttpMethod, url: string, body?: unknown) =>
  validAnswer(request(method, url, body), { resumed: true }).body;
const medusa = (fixture: string) => loadFixture(fixture).exchanges[0]!.response.body;
const endpoints = testEndpoints();
const nonEmpty = (value: unknown) => typeof value === 'string' && value !== '';

const target = <T>(
  name: string,
  valid: unknown,
  decode: (body: unknown) => T | null,
  check: (decoded: T) => Violations,
): DecoderTarget => ({
  name,
  valid,
  decode,
  check: check as (decoded: never) => Violations,
});

/** The decoders of every call of SPEC §7 that reads its answer, for the brand and Medusa adapters. */
export const DECODER_TARGETS: readonly DecoderTarget[] = [
  target('brand: categories tiles', brand('GET', '/store/product-categories'), brandCategoryTiles, (tiles) =>
    categoryViolations(tiles, 'tiles'),
  ),
  target('brand: cart id of POST /store/carts', brand('POST', '/store/carts'), cartIdOf, (id) =>
    nonEmpty(id) ? [] : ['an empty cart id'],
  ),
  target('brand: cart id of POST /store/customer/cart', brand('POST', '/store/customer/cart'), cartIdOf, (id) =>
    nonEmpty(id) ? [] : ['an empty cart id'],
  ),
  target(
    'brand: lines of POST cart-line-item',
    brand('POST', '/store/customer/cart-line-item'),
    (body) => toCartItems(typeof body === 'object' && body !== null ? (body as { cart?: unknown }).cart : undefined),
    (items) => cartItemViolations(items, 'lines'),
  ),
  target('brand: autosuggest suggestions', brand('POST', '/product_search/autosuggest'), toSuggestions, (list) =>
    suggestionViolations(list, 'suggestions'),
  ),
  target(
    'chat: initiate',
    brand('POST', '/api/v1/chats/initiate'),
    readInitiateResponse,
    ({ conversation, resumed }) =>
      nonEmpty(conversation.id) && typeof resumed === 'boolean' ? [] : ['a conversation without an id'],
  ),
  target('chat: history page', brand('GET', '/api/v1/chats/conv_fuzz/messages'), readMessagePage, (page) => [
    ...page.messages.flatMap((message, index) => messageViolations(message, `messages[${index}]`)),
    ...(page.nextBefore === null || nonEmpty(page.nextBefore) ? [] : ['an empty cursor']),
  ]),
  target(
    'chat: send answer',
    brand('POST', '/api/v1/chats/conv_fuzz/messages', {
      content: 'Ghee ka price?',
      contentType: 'text',
      senderId: 'guest_fuzz',
    }),
    readSendResponse,
    (sent) => [
      ...messageViolations(sent.userMessage, 'userMessage'),
      ...(sent.message ? messageViolations(sent.message, 'message') : []),
    ],
  ),
  target(
    'voice: presign',
    brand('POST', '/api/v1/uploads/presign'),
    (body) => readPresignedUpload(body, 'audio/webm', endpoints),
    (read) => {
      if (!read.ok) return nonEmpty(read.detail) ? [] : ['a refusal without a reason'];
      const { uploadUrl, url, headers } = read.upload;
      const out =
        isAllowedAudioUrl(uploadUrl, endpoints) && isAllowedAudioUrl(url, endpoints)
          ? []
          : [`a URL that is not allowed: ${uploadUrl.slice(0, 60)}`];
      return Object.values(headers).every(nonEmpty) ? out : [...out, 'an empty upload header'];
    },
  ),
  target('medusa: created cart', medusa('cart-create'), createdCartOf, (cart) =>
    nonEmpty(cart.id) && (cart.regionId === null || nonEmpty(cart.regionId)) ? [] : ['a cart without an id'],
  ),
  target('medusa: cart after adding a line', medusa('cart-add-line'), cartOfAnswer, (cart) =>
    nonEmpty(cart.id) ? cartItemViolations(cart.items, 'items') : ['a cart without an id'],
  ),
  target(
    'medusa: category tiles',
    medusa('categories'),
    (body) => medusaCategoryTiles(body, 'grocery'),
    (tiles) => categoryViolations(tiles, 'tiles'),
  ),
  target('medusa: search suggestions', medusa('search-suggestions'), toSearchSuggestions, (list) =>
    suggestionViolations(list, 'suggestions'),
  ),
];
