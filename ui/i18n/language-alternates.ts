import { pathInLanguage, pathWithoutLanguage, type StoreLanguage } from './language';

/** Each `hreflang` a page names, and the store whose address it gives (English is the default for any other). */
const ALTERNATES: readonly (readonly [hreflang: string, language: StoreLanguage])[] = [
  ['en', 'en'],
  ['hi', 'hi'],
  ['x-default', 'en'],
];

/**
 * Writes the page's `<link rel="alternate" hreflang>`s with full addresses (a search engine wants them so; a
 * prerendered page carries them as paths, as its origin is not known when it is built), and again after every page
 * change (the router's `pushState` and `replaceState` events, and `popstate`).
 */
export function keepLanguageAlternates(doc: Document = document): () => void {
  const view = doc.defaultView;
  if (!view) return () => {};
  const update = () => {
    const page = pathWithoutLanguage(view.location.pathname);
    for (const [hreflang, language] of ALTERNATES) {
      let link = doc.head.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${hreflang}"]`);
      if (!link) {
        link = doc.createElement('link');
        link.rel = 'alternate';
        link.hreflang = hreflang;
        doc.head.append(link);
      }
      link.href = new URL(pathInLanguage(page, language), view.location.origin).href;
    }
  };
  update();
  const events = ['popstate', 'pushState', 'replaceState'];
  for (const type of events) view.addEventListener(type, update);
  return () => {
    for (const type of events) view.removeEventListener(type, update);
  };
}
