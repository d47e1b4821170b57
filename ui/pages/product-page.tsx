import type { PageProps } from './page-props';

/** A product page. Until the product is loaded it is known only by its handle. */
export function ProductPage({ params }: PageProps) {
  return <h1 className="page-title">{params['handle'] ?? ''}</h1>;
}
