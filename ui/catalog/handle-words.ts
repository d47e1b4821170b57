/** 'fresh-chakki-atta' -> 'Fresh Chakki Atta': a URL handle as words, until the real name is loaded. */
export function handleToWords(handle: string): string {
  return handle
    .split(/[-_\s]+/)
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
