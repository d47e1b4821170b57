/** A block of static page text: a paragraph, or a list of points. */
export type ContentBlock =
  { readonly kind: 'p'; readonly text: string } | { readonly kind: 'list'; readonly items: readonly string[] };

/** A titled part of a page (a policy clause, an article section). */
export interface ContentSection {
  readonly heading: string;
  readonly blocks: readonly ContentBlock[];
}

/** A page of written text: a policy, the about page. */
export interface ContentDocument {
  readonly title: string;
  /** One sentence for the meta description and the page's lead. */
  readonly summary: string;
  /** ISO date the text was last revised. */
  readonly updated?: string;
  readonly sections: readonly ContentSection[];
}

/** A blog article, readable at /blogs/{slug}. */
export interface BlogArticle extends ContentDocument {
  readonly slug: string;
  /** ISO date of publication. */
  readonly published: string;
  readonly readingMinutes: number;
  /** Category handles the article is about, for links to shop them. */
  readonly shopCategories: readonly string[];
}

/** A question and its answer, for the FAQ accordion. */
export interface FaqEntry {
  readonly question: string;
  readonly answer: readonly ContentBlock[];
}

export interface FaqGroup {
  readonly topic: string;
  readonly entries: readonly FaqEntry[];
}

export const p = (text: string): ContentBlock => ({ kind: 'p', text });
export const list = (...items: string[]): ContentBlock => ({ kind: 'list', items });
