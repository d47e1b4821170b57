import { createContext, useContext, useEffect } from 'react';
import { STORE_DETAILS } from '../store-details';
import { JSON_LD_MARK, SITE_DESCRIPTION_MARK } from './head-marks';
import { jsonLdText, type JsonLdValue } from './json-ld';

export interface DocumentHead {
  /** The page's own title; the store's name is appended. Null for the store's name alone. */
  readonly title: string | null;
  readonly description?: string;
  /** Structured data for search engines, placed in a JSON-LD script in the head. */
  readonly jsonLd?: JsonLdValue;
}

export { JSON_LD_MARK, SITE_DESCRIPTION_MARK };

/** What a page puts in the head: its document title, meta description and JSON-LD text. */
export interface HeadParts {
  readonly title?: string;
  readonly description?: string;
  readonly jsonLd?: string;
}

/**
 * Where a prerender collects the head of the page it renders. There the effects that set the
 * document's head never run, so the hooks report what they would set, for the prerender to write
 * into the page's HTML. Absent (null) in a browser.
 */
export const HeadCollectorContext = createContext<((parts: HeadParts) => void) | null>(null);

/** The document title for a page: 'Ghee | {store}', or the store's name alone. */
export function documentTitle(title: string | null): string {
  return title ? `${title} | ${STORE_DETAILS.name}` : STORE_DETAILS.name;
}

function descriptionMeta(): HTMLMetaElement {
  const existing = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (existing) return existing;
  const meta = document.createElement('meta');
  meta.name = 'description';
  document.head.appendChild(meta);
  return meta;
}

/** Sets the document title while the calling page is shown and puts the previous one back after. */
export function useDocumentTitle(title: string | null): void {
  useContext(HeadCollectorContext)?.({ title: documentTitle(title) });
  useEffect(() => {
    const previous = document.title;
    document.title = documentTitle(title);
    return () => {
      document.title = previous;
    };
  }, [title]);
}

/** Sets the meta description while the calling page is shown (nothing when undefined). */
export function useMetaDescription(description: string | undefined): void {
  const collect = useContext(HeadCollectorContext);
  if (description !== undefined) collect?.({ description });
  useEffect(() => {
    if (description === undefined) return;
    const meta = descriptionMeta();
    // A prerendered page's description gives way to the site's when the page goes.
    const previous = meta.getAttribute(SITE_DESCRIPTION_MARK) ?? meta.content;
    meta.removeAttribute(SITE_DESCRIPTION_MARK);
    meta.content = description;
    return () => {
      meta.content = previous;
    };
  }, [description]);
}

/**
 * Puts a `<script type="application/ld+json">` with `data` in the head while the calling page is
 * shown. The text is set as text, never parsed as HTML, and escaped by {@link jsonLdText}.
 */
function useJsonLd(data: JsonLdValue | undefined): void {
  const text = data === undefined ? null : jsonLdText(data);
  const collect = useContext(HeadCollectorContext);
  if (text !== null) collect?.({ jsonLd: text });
  useEffect(() => {
    if (text === null) return;
    // The one a prerendered page came with is replaced by the page's own.
    for (const served of document.head.querySelectorAll(`script[${JSON_LD_MARK}]`)) served.remove();
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute(JSON_LD_MARK, '');
    script.textContent = text;
    document.head.appendChild(script);
    return () => script.remove();
  }, [text]);
}

/** Title, meta description and JSON-LD for a page, in one call. */
export function useDocumentHead({ title, description, jsonLd }: DocumentHead): void {
  useDocumentTitle(title);
  useMetaDescription(description);
  useJsonLd(jsonLd);
}
