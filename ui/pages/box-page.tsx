import { handleToWords } from './handle-words';
import type { PageProps } from './page-props';

/** Customize your box, for the product named in the path (/{product}-box). */
export function BoxPage({ params }: PageProps) {
  return <h1 className="page-title">Customize your {handleToWords(params['product'] ?? '')} box</h1>;
}
