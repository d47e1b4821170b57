/**
 * Waits until the store at `url` has drawn the photo of every product (each product's picture fetched in turn, which
 * waits for its drawing): a measurement of the photo-weight catalogue measures serving photographs, not drawing them.
 */
export async function photosReady(url: string): Promise<void> {
  const response = await fetch(`${url}/store/products?limit=100&fields=thumbnail`);
  if (!response.ok) throw new Error(`GET /store/products answered ${response.status}`);
  const { products } = (await response.json()) as { products: { thumbnail: string | null }[] };
  for (const { thumbnail } of products) {
    if (!thumbnail) continue;
    const picture = await fetch(`${url}${thumbnail}`);
    if (!picture.ok) throw new Error(`GET ${thumbnail} answered ${picture.status}`);
    await picture.arrayBuffer();
  }
}
