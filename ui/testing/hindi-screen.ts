import { shownTexts } from './english-left';

/**
 * What a shopper reads or hears of `element` (its text and the shown attributes of it and everything in it), on one
 * line.
 */
export const shopperText = (element: Element): string => shownTexts(element).join(' ').replace(/\s+/g, ' ').trim();

/** English words of the shopping path: none may be left on a screen of the Hindi store. */
export const SHOPPING_PATH_ENGLISH =
  /\b(cart|view|checkout|continue|shopping|remove|apply|coupon|code|subtotal|total|order|summary|items?|save|free|delivery|add|more|place|payment|contact|edit|mobile|number|email|pin|address|city|state|saved|check|each|optional|prices|include|call|whatsapp|quantity|decrease|increase|review|your|empty|line)\b/i;

/** Whether `text` has Devanagari letters. */
export const hasDevanagari = (text: string): boolean => /[\u0900-\u097F]/.test(text);
