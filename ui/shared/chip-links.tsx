import { Link } from 'wouter';
import { categoryName } from '../i18n/category-name';
import { categoryHref, productHref, type CategoryLink, type NamedLink, type PopularSearch } from './store-links';

/** Category pages as links. */
export const categoryLinks = (categories: readonly CategoryLink[]): NamedLink[] =>
  categories.map((category) => ({
    label: categoryName(category.handle, category.name),
    href: categoryHref(category.handle),
  }));

/** Popular searches as links to their product pages. */
export const searchLinks = (searches: readonly PopularSearch[]): NamedLink[] =>
  searches.map((search) => ({ label: search.label, href: productHref(search.handle) }));

/** A wrapping row of rounded links. */
export function ChipLinks({
  links,
  label,
  className,
}: {
  readonly links: readonly NamedLink[];
  readonly label?: string;
  readonly className?: string;
}) {
  return (
    <ul className={className ? `chip-list ${className}` : 'chip-list'} aria-label={label}>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} className="chip">
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
