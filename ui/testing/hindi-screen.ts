/**
 * What a shopper reads or hears of `element`: its text and the aria-label, placeholder, title and alt of it and
 * everything in it, on one line.
 */
export function shopperText(element: Element): string {
  const named = [element, ...element.querySelectorAll('*')].flatMap((node) =>
    ['aria-label', 'placeholder', 'title', 'alt'].flatMap((name) => node.getAttribute(name) ?? []),
  );
  return [element.textContent ?? '', ...named].join(' ').replace(/\s+/g, ' ').trim();
}

/** English words of the shopping path: none may be left on a screen of the Hindi store. */
export const SHOPPING_PATH_ENGLISH =
  /\b(cart|view|checkout|continue|shopping|remove|apply|coupon|code|subtotal|total|order|summary|items?|save|free|delivery|add|more|place|payment|contact|edit|mobile|number|email|pin|address|city|state|saved|check|each|optional|prices|include|call|whatsapp|quantity|decrease|increase|review|your|empty|line)\b/i;

/** Whether `text` has Devanagari letters. */
export const hasDevanagari = (text: string): boolean => /[\u0900-\u097F]/.test(text);
