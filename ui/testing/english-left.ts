import english from '../i18n/catalog/catalog/en.json';

/**
 * The catalog catalogue's English phrases long enough to tell apart from product and category names: a single word of
 * 8 letters or more, or a phrase. The box names ('Cold-Pressed Oil') are such names themselves.
 */
const PHRASES: readonly string[] = Object.entries(english)
  .filter(([key]) => key !== '$schema' && !key.startsWith('catalog_box_name_'))
  .flatMap(([, text]) => text.split(/\{\w+\}/))
  .map((piece) => piece.replace(/^[\s.,:;!?–“”‘’()%/₹-]+|[\s.,:;!?–“”‘’()%/₹-]+$/g, ''))
  .filter((piece) => (piece.includes(' ') ? piece.length >= 6 : piece.length >= 8) && /[a-z]{3}/.test(piece));

/** The attributes a shopper's screen reader or browser shows. */
const SHOWN_ATTRIBUTES = ['aria-label', 'placeholder', 'title', 'alt'] as const;

/** What `root` shows a shopper: its text and the shown attributes of it and its descendants. */
export function shownTexts(root: Element): string[] {
  const attributes = [root, ...root.querySelectorAll('*')].flatMap((element) =>
    SHOWN_ATTRIBUTES.map((name) => element.getAttribute(name)).filter((value): value is string => Boolean(value)),
  );
  return [root.textContent ?? '', ...attributes];
}

/** The catalogue's English phrases `root` still shows (none in the Hindi build). */
export function englishLeft(root: Element): string[] {
  const texts = shownTexts(root);
  return PHRASES.filter((phrase) => texts.some((text) => text.includes(phrase)));
}
