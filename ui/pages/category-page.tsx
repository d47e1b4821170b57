import { handleToWords } from './handle-words';
import type { PageProps } from './page-props';

/** A category listing. Until the category is loaded its name is the handle in words. */
export function CategoryPage({ params }: PageProps) {
  return <h1 className="page-title">{handleToWords(params['handle'] ?? '')}</h1>;
}
