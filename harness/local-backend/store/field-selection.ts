import { badRequest } from '../http/http-error';

const MAX_FIELDS_LENGTH = 2000;
const FIELD_PATH = /^[+*]?[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)*$/i;

/** Which fields to keep, by name; `true` keeps the whole value. */
interface Selection {
  readonly [name: string]: Selection | true;
}

/**
 * The selection of a Medusa-style `fields` parameter: comma-separated names, dotted paths into
 * relations (`variants.title`), `*relation` for the whole of one. Null when absent or when any
 * entry starts with `+` (Medusa's 'the defaults and these'): the whole resource is answered.
 */
export function fieldSelection(params: URLSearchParams): Selection | null {
  const raw = params.get('fields');
  if (raw === null || raw.trim() === '') return null;
  if (raw.length > MAX_FIELDS_LENGTH) throw badRequest(`fields must be at most ${MAX_FIELDS_LENGTH} characters`);
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.find((entry) => !FIELD_PATH.test(entry));
  if (wrong !== undefined) throw badRequest(`fields has an entry that is not a field path: ${wrong}`);
  if (entries.some((entry) => entry.startsWith('+'))) return null;
  const root: Record<string, Selection | true> = Object.create(null);
  for (const entry of entries) {
    const names = entry.replace(/^\*/, '').split('.');
    let node = root;
    names.forEach((name, index) => {
      const last = index === names.length - 1;
      const existing = node[name];
      if (existing === true) return;
      if (last) {
        node[name] = true;
        return;
      }
      const child: Record<string, Selection | true> = existing ?? Object.create(null);
      node[name] = child;
      node = child;
    });
  }
  return root;
}

/** `value` with only the selected fields (arrays projected item by item); the whole value without a selection. */
export function selectFields(value: unknown, selection: Selection | null): unknown {
  if (selection === null) return value;
  if (Array.isArray(value)) return value.map((item) => selectFields(item, selection));
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Readonly<Record<string, unknown>>;
  return Object.fromEntries(
    Object.entries(selection)
      .filter(([name]) => Object.hasOwn(record, name))
      .map(([name, inner]) => [name, inner === true ? record[name] : selectFields(record[name], inner)]),
  );
}
