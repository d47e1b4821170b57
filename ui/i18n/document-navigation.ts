/** Loads `url` as a new document (the other language's store is a build of its own), leaving this page in history. */
export function openDocument(url: string): void {
  window.location.assign(url);
}

/** Loads `url` as a new document in place of this page (the shopper never meant to be here). */
export function replaceDocument(url: string): void {
  window.location.replace(url);
}
