/** What every page is given: the parameters its route matched (named groups and `:params`). */
export interface PageProps {
  readonly params: Readonly<Record<string, string | undefined>>;
}
