import { BILONA_GHEE_ARTICLE } from './blog-bilona-ghee';
import { CHAKKI_ATTA_ARTICLE } from './blog-chakki-atta';
import { COLD_PRESSED_OILS_ARTICLE } from './blog-cold-pressed-oils';
import { MILLETS_ARTICLE } from './blog-millets';
import type { BlogArticle } from './content.model';

/** Every blog article, newest first. */
export const BLOG_ARTICLES: readonly BlogArticle[] = [
  MILLETS_ARTICLE,
  COLD_PRESSED_OILS_ARTICLE,
  BILONA_GHEE_ARTICLE,
  CHAKKI_ATTA_ARTICLE,
];

/** The article at /blogs/{slug}, if there is one. */
export function articleBySlug(slug: string): BlogArticle | undefined {
  return BLOG_ARTICLES.find((article) => article.slug === slug);
}
