/** One place where the actual value differs from the expected one. */
export interface Difference {
  /** Dotted path from the root of the compared value, e.g. `body.cart_id` or `messages[2].id`. */
  readonly path: string;
  readonly expected: unknown;
  readonly actual: unknown;
  readonly problem?: string;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const join = (base: string, key: string | number) =>
  typeof key === 'number' ? `${base}[${key}]` : base ? `${base}.${key}` : key;

function operator(expected: Record<string, unknown>): string | null {
  const keys = Object.keys(expected);
  return keys.length === 1 && keys[0]!.startsWith('$') ? keys[0]! : null;
}

/**
 * Compares `actual` with a deep-partial `expected`: objects need only the expected keys, arrays
 * must have the same length, anything else must be equal. Operators: `{"$absent": true}` (missing
 * or undefined), `{"$any": true}` (present), `{"$match": "regex"}` (a string that matches),
 * `{"$json": expected}` (a JSON string whose parsed value matches).
 */
export function partialMatch(expected: unknown, actual: unknown, path = ''): Difference[] {
  if (isPlainObject(expected)) {
    const op = operator(expected);
    if (op === '$absent') return actual === undefined ? [] : [{ path, expected: 'absent', actual }];
    if (op === '$any') return actual === undefined ? [{ path, expected: 'present', actual }] : [];
    if (op === '$match') {
      const pattern = new RegExp(String(expected['$match']));
      return typeof actual === 'string' && pattern.test(actual)
        ? []
        : [{ path, expected: `/${pattern.source}/`, actual }];
    }
    if (op === '$json') {
      if (typeof actual !== 'string') return [{ path, expected: 'a JSON string', actual }];
      try {
        return partialMatch(expected['$json'], JSON.parse(actual), path);
      } catch {
        return [{ path, expected: 'a JSON string', actual, problem: 'not JSON' }];
      }
    }
    if (op !== null) return [{ path, expected, actual, problem: `unknown operator ${op}` }];
    if (!isPlainObject(actual)) return [{ path, expected, actual }];
    return Object.entries(expected).flatMap(([key, value]) => partialMatch(value, actual[key], join(path, key)));
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return [{ path, expected, actual }];
    if (actual.length !== expected.length) {
      return [{ path, expected: `${expected.length} items`, actual: `${actual.length} items`, problem: 'length' }];
    }
    return expected.flatMap((value, index) => partialMatch(value, actual[index], join(path, index)));
  }
  return Object.is(expected, actual) ? [] : [{ path, expected, actual }];
}

/** A difference as one readable line. */
export function describeDifference(difference: Difference): string {
  const show = (value: unknown) => (value === undefined ? 'undefined' : JSON.stringify(value));
  return `${difference.path || '(root)'}: expected ${show(difference.expected)}, got ${show(difference.actual)}`;
}
