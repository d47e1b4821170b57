import type { ComponentType } from 'react';
import type { PageProps } from './page-props';

/** A page that, for now, shows only its name. */
export function titledPage(title: string): ComponentType<PageProps> {
  function TitledPage() {
    return <h1 className="page-title">{title}</h1>;
  }
  TitledPage.displayName = `TitledPage(${title})`;
  return TitledPage;
}
