import { useEffect } from 'react';
import { STORE_DETAILS } from '../store-details';
import { jsonLdText, type JsonLdValue } from './json-ld';

export interface DocumentHead {
  /** The page's own title; the store's name is appended. Null for the store's name alone. */
  readonly title: string | null;
  readonly description?: string;
  /** Structured data for search engines, placed in a JSON-LD script in the head. */
  readonly jsonLd?: JsonLdValue;
}

/** The attribute that marks the JSON-LD script a page put in the head. */
export const JSON_LD_MARK = 'data-page-json-ld';

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
  useEffect(() => {
    if (description === undefined) return;
    const meta = descriptionMeta();
    const previous = meta.content;
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
  useEffect(() => {
    if (text === null) return;
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
