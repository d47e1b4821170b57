type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Replaces, in every string of `value` (object keys left alone), each key of `replacements` by its value. */
export function replaceInStrings<T>(value: T, replacements: ReadonlyMap<string, string>): T {
  if (replacements.size === 0) return value;
  const found = [...replacements.keys()].sort((a, b) => b.length - a.length);
  const visit = (node: unknown): unknown => {
    if (typeof node === 'string')
      return found.reduce(
        (text, from) => (text.includes(from) ? text.split(from).join(replacements.get(from)!) : text),
        node,
      );
    if (Array.isArray(node)) return node.map(visit);
    if (isObject(node)) return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, visit(child)]));
    return node;
  };
  return visit(value) as T;
}
