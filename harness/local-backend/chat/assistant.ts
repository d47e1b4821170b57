import type { Catalog, CatalogProduct } from '../catalog/catalog.model';
import { normaliseText } from '../search/search-text';
import {
  addedCopy,
  askWhichCopy,
  cartCopy,
  greetingCopy,
  notFoundCopy,
  productCopy,
  thanksCopy,
  type AddedLine,
  type CartLine,
  type Offer,
} from './assistant-copy';
import { ADD_PHRASES, CART_QUESTIONS, GREETINGS, LIST_SEPARATORS, STOPWORDS, THANKS } from './assistant-phrases';
import type { AiResponse, MessageAction } from './chat.model';
import { dietCategory, readDietNeeds } from './diet-needs';
import { findProducts } from './product-finder';
import { amountText, chooseVariant, parseAmount, parsePackSize, type RequestedAmount } from './quantity-parser';
import {
  ENGLISH_SUBJECTS,
  SELF_SERVICE_INTENTS,
  supportCopy,
  supportIntent,
  supportLink,
  type SupportIntent,
} from './support-intents';
import { replyLanguage, type ReplyLanguage } from './support-replies';

export type { CartLine } from './assistant-copy';

/** What the assistant reads. */
export interface AssistantInput {
  /** The customer's text (or a voice message's transcript). */
  readonly text: string;
  /** The widget's language: 'hi' (Hindi/Hinglish) or 'en'. */
  readonly language: string;
  /** Epoch milliseconds, for the greeting and agent hours. */
  readonly now: number;
  readonly cartItems?: readonly CartLine[];
  /** True when a guest (not a logged-in customer) is asking: a guest has no Order History. */
  readonly guest?: boolean;
}

/** What the assistant understood a message to be. */
export type AssistantIntent = SupportIntent | 'greeting' | 'thanks' | 'cart' | 'add' | 'product' | 'not_found';

/** What the assistant answers: the text, the product suggestion when there is one, and what it understood. */
export interface AssistantReply {
  readonly content: string;
  readonly aiResponse?: AiResponse;
  /** Links offered under the answer ('Go to checkout'). */
  readonly actions?: readonly MessageAction[];
  readonly intent?: AssistantIntent;
  /** True when the answer passes the conversation to a live agent. */
  readonly handover?: boolean;
}

/** How much of a question's words a 'See all' link's label repeats. */
const MAX_LINK_WORDS = 40;

const normalise = (text: string) => normaliseText(text.replace(/['\u2019]/g, ''));
const phrase = (text: string) => normalise(text).split(' ').filter(Boolean);
const ADD_TOKENS = ADD_PHRASES.map(phrase).sort((a, b) => b.length - a.length);
const STOP = new Set([...STOPWORDS].map(normalise));
const GREETING_WORDS = new Set(
  [...GREETINGS].flatMap(phrase).concat(['good', 'morning', 'afternoon', 'evening', 'ji']),
);
const GREETING_TEXTS = new Set([...GREETINGS].map(normalise));
const THANKS_TEXTS = new Set([...THANKS].map(normalise));
const CART_TEXTS = new Set(CART_QUESTIONS.map(normalise));
const SEPARATORS = new Set([...LIST_SEPARATORS].map(normalise));

/** One part of a request: its amount, its product words, and whether it asked to add. */
interface Part {
  readonly amount: RequestedAmount | null;
  readonly query: string;
  readonly add: boolean;
}

/** Removes add phrases from a token list, answering what is left and whether any was found. */
function stripAddPhrases(tokens: readonly string[]): { tokens: string[]; found: boolean } {
  const kept: string[] = [];
  let found = false;
  for (let index = 0; index < tokens.length;) {
    const match = ADD_TOKENS.find(
      (words) =>
        words.every((word, offset) => tokens[index + offset] === word) &&
        !(words.at(-1) === 'do' && ENGLISH_SUBJECTS.has(tokens[index + words.length] ?? '')),
    );
    if (match) {
      found = true;
      index += match.length;
    } else {
      kept.push(tokens[index]!);
      index += 1;
    }
  }
  return { tokens: kept, found };
}

/** Splits a request into parts on commas and list words ('and', 'aur', 'और'). */
function splitParts(text: string): string[] {
  const parts: string[] = [];
  for (const piece of text.split(/[,;\n]+(?!\d)/)) {
    let current: string[] = [];
    for (const word of piece.split(/\s+/)) {
      if (SEPARATORS.has(normalise(word))) {
        parts.push(current.join(' '));
        current = [];
      } else current.push(word);
    }
    parts.push(current.join(' '));
  }
  return parts.map((part) => part.trim()).filter(Boolean);
}

function readPart(text: string): Part {
  const { amount, rest } = parseAmount(text);
  const { tokens, found } = stripAddPhrases(phrase(rest));
  const words = tokens.filter((token) => !STOP.has(token) && !GREETING_WORDS.has(token) && !/^\d+$/.test(token));
  return { amount, query: words.join(' '), add: found };
}

/** The category names offered when the assistant helps or finds nothing (tiles only, no banners). */
function aisleNames(catalog: Catalog, language: ReplyLanguage): string[] {
  return catalog
    .categories()
    .category_children.filter(
      (category) =>
        !/advert|customize/i.test(category.name) &&
        catalog
          .productsInCategory(category.handle)
          .some((product) => product.categories[0]?.handle === category.handle),
    )
    .map((category) => (language === 'hindi' ? category.metadata.hindi_name || category.name : category.name));
}

function handleOf(products: readonly CatalogProduct[]): string | string[] {
  const handles = [...new Set(products.map((product) => product.handle))];
  return handles.length === 1 ? handles[0]! : handles;
}

function addReply(catalog: Catalog, parts: readonly Part[], language: ReplyLanguage): AssistantReply {
  const lines: AddedLine[] = [];
  const missing: string[] = [];
  for (const part of parts) {
    if (!part.query) continue;
    const product = findProducts(catalog, part.query)[0];
    const choice = product ? chooseVariant(product.variants, part.amount) : null;
    if (product && choice) lines.push({ product, variant: choice.variant, quantity: choice.quantity });
    else missing.push(part.query);
  }
  if (lines.length === 0) {
    return {
      content: missing[0]
        ? notFoundCopy(missing.join(', '), aisleNames(catalog, language), language)
        : askWhichCopy(language),
    };
  }
  return {
    content: addedCopy(lines, missing, language),
    aiResponse: {
      handle: handleOf(lines.map((line) => line.product)),
      variant_id: lines[0]!.variant.id,
      items: lines.map((line) => ({
        variant_id: line.variant.id,
        quantity: line.quantity,
        title: `${line.product.title} - ${line.variant.title ?? ''}`.trim(),
      })),
    },
  };
}

/** The packs that make up the amount a question asked for, or null when it asked for none. */
function offerFor(product: CatalogProduct, amount: RequestedAmount | null): Offer | null {
  if (!amount || amount.unit === 'count') return null;
  const choice = chooseVariant(product.variants, amount);
  if (!choice) return null;
  const size = parsePackSize(choice.variant.title ?? '');
  const total = size ? amountText({ value: size.value * choice.quantity, unit: size.unit }) : amountText(amount);
  return { variant: choice.variant, quantity: choice.quantity, asked: amountText(amount), total };
}

/** The link to every match of a question's words: their diet category, else the search for them. */
function seeAllLink(catalog: Catalog, query: string, language: ReplyLanguage): MessageAction | null {
  const { needs } = readDietNeeds(query);
  const category = needs.length > 0 ? dietCategory(needs[0]!) : null;
  const named = category
    ? catalog.categories().category_children.find((each) => each.handle === category)?.name
    : query.slice(0, MAX_LINK_WORDS);
  if (!named || (needs.length > 0 && !category)) return null;
  const path = category ? `/categories/${category}` : `/search?q=${encodeURIComponent(query)}`;
  return { type: 'link', label: language === 'hindi' ? `सभी ${named} देखें` : `See all ${named}`, path };
}

/**
 * The answer to a question: the best product for the first words that match (in the pack asked
 * for), which is the one product named and the one its card shows, and a link to every match of
 * each part that found more.
 */
function questionReply(catalog: Catalog, parts: readonly Part[], language: ReplyLanguage): AssistantReply | null {
  const asked = parts
    .filter((part) => part.query)
    .map((part) => ({ part, products: findProducts(catalog, part.query) }));
  if (asked.length === 0) return null;
  const first = asked.find((each) => each.products.length > 0);
  if (!first)
    return {
      content: notFoundCopy(asked.map(({ part }) => part.query).join(', '), aisleNames(catalog, language), language),
      intent: 'not_found',
    };
  const product = first.products[0]!;
  const offer = offerFor(product, first.part.amount);
  const more = asked.filter((each) => each.products.length > (each === first ? 1 : 0)).map(({ part }) => part.query);
  const missing = asked.filter((each) => each.products.length === 0).map(({ part }) => part.query);
  const links = more.flatMap((query) => seeAllLink(catalog, query, language) ?? []);
  return {
    content: productCopy(product, offer, links.length > 0 ? more : [], missing, language),
    aiResponse: { handle: product.handle, ...(offer ? { variant_id: offer.variant.id } : {}) },
    ...(links.length > 0 ? { actions: links } : {}),
    intent: 'product',
  };
}

/**
 * The store's assistant, a pure function of the text, the catalogue, the language and the time.
 * It recognises products in English, Hinglish and Hindi ('do you have ghee', 'aata chahiye',
 * 'मुझे दाल चाहिए') and answers with their handles; it turns add requests ('add 2 kg atta',
 * '2 kilo aata daal do', 'ghee add karo', 'cart mein 1 litre mustard oil daalo') into cart lines
 * with the variant and quantity that make up the amount; it answers thanks and "what's in my
 * cart"; support questions (order status, delivery time, returns, a person, a fresh start, how to
 * order) get their answer and, but for a fresh start and ordering (a 'Go to checkout' link), a
 * hand-over to a live agent, never a product search;
 * anything else gets a greeting that offers the aisles. It answers in the language the message
 * was written in: English, Hinglish, or Hindi in Devanagari.
 */
export function answer(catalog: Catalog, input: AssistantInput): AssistantReply {
  const language = replyLanguage(input.language, input.text);
  const whole = normalise(input.text);
  if (THANKS_TEXTS.has(whole)) return { content: thanksCopy(language), intent: 'thanks' };
  if (CART_TEXTS.has(whole)) return { content: cartCopy(input.cartItems ?? [], language), intent: 'cart' };
  const support = supportIntent(input.text);
  if (support) {
    const link = supportLink(support, language);
    return {
      content: supportCopy(support, language, { text: input.text, guest: input.guest ?? false }),
      ...(link ? { actions: [link] } : {}),
      intent: support,
      handover: !SELF_SERVICE_INTENTS.has(support),
    };
  }
  const parts = splitParts(input.text).map(readPart);
  if (parts.some((part) => part.add)) return { ...addReply(catalog, parts, language), intent: 'add' };
  if (!GREETING_TEXTS.has(whole)) {
    const reply = questionReply(catalog, parts, language);
    if (reply) return reply;
  }
  return { content: greetingCopy(aisleNames(catalog, language), language, input.now), intent: 'greeting' };
}
