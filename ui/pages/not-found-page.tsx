import * as m from '#ui-messages';
import { Link } from 'wouter';
import { POPULAR_CATEGORIES, POPULAR_SEARCHES } from '../shared/store-links';
import { useDocumentTitle } from '../head/document-head';
import '../shared/shared.css';
import '../content/content.css';
import { categoryLinks, ChipLinks, searchLinks } from '../shared/chip-links';

const SEARCH_LINKS = searchLinks(POPULAR_SEARCHES.slice(0, 8));
const CATEGORY_LINKS = categoryLinks(POPULAR_CATEGORIES);

interface NotFoundHelpProps {
  /** The page's heading. */
  readonly title?: string;
  /** What was not found, in a sentence. */
  readonly message?: string;
}

/** A not-found message that helps the shopper on: search tips, the categories and popular products. */
export function NotFoundHelp({
  title = m.common_not_found_title(),
  message = m.common_not_found_message(),
}: NotFoundHelpProps) {
  useDocumentTitle(title);
  return (
    <div className="not-found">
      <h1 className="page-title">{title}</h1>
      <p className="prose__lead">{message}</p>
      <section className="not-found__section" aria-labelledby="not-found-search">
        <h2 id="not-found-search">{m.common_not_found_search_heading()}</h2>
        <p>{m.common_not_found_search_help()}</p>
        <ChipLinks links={SEARCH_LINKS} />
      </section>
      <section className="not-found__section" aria-labelledby="not-found-categories">
        <h2 id="not-found-categories">{m.common_not_found_categories_heading()}</h2>
        <ChipLinks links={CATEGORY_LINKS} />
      </section>
      <p>
        <Link href="/">{m.common_go_home()}</Link>
      </p>
    </div>
  );
}

/** Any path no route matches. */
export function NotFoundPage() {
  return <NotFoundHelp />;
}
