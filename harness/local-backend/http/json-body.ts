import { badRequest } from './http-error';

/** How deep a JSON body may nest (objects and arrays); deeper is refused with 400. */
export const MAX_JSON_DEPTH = 20;

const OPEN = new Set(['{', '[']);
const CLOSE = new Set(['}', ']']);

/**
 * How deep `text` nests, counting brackets outside strings; stops counting once past `limit`.
 * (A body nested 50,000 deep parses, but cannot be written back as JSON.)
 */
export function jsonDepth(text: string, limit = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') inString = true;
    else if (OPEN.has(char)) {
      depth += 1;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (CLOSE.has(char)) depth -= 1;
  }
  return deepest;
}

/** The one JSON body reader of every route: `{}` for an empty body; 400 for malformed JSON or nesting too deep. */
export function parseJsonBody(buffer: Buffer, maxDepth = MAX_JSON_DEPTH): unknown {
  if (buffer.length === 0) return {};
  const text = buffer.toString('utf8');
  if (jsonDepth(text, maxDepth) > maxDepth) throw badRequest(`The body is nested deeper than ${maxDepth} levels`);
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('The body is not valid JSON');
  }
}
