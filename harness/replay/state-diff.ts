import { isJsonObject } from '../../core/json';

/** One value that an event changed, at a dotted path such as `chat.messages[2].content`. */
export interface StateChange {
  readonly path: string;
  /** `undefined` when the value did not exist before. */
  readonly before: unknown;
  /** `undefined` when the event removed the value. */
  readonly after: unknown;
}

const join = (base: string, key: string | number) =>
  typeof key === 'number' ? `${base}[${key}]` : base ? `${base}.${key}` : key;

/**
 * What changed between two states, leaf by leaf. Unchanged branches are skipped by identity
 * (the reducers share what they do not touch), so a diff of a large state stays cheap; an added
 * or removed array item or key is one change holding the whole item.
 */
export function stateDiff(before: unknown, after: unknown, path = ''): StateChange[] {
  if (Object.is(before, after)) return [];
  if (Array.isArray(before) && Array.isArray(after)) {
    const changes: StateChange[] = [];
    for (let index = 0; index < Math.max(before.length, after.length); index++) {
      changes.push(...stateDiff(before[index], after[index], join(path, index)));
    }
    return changes;
  }
  if (isJsonObject(before) && isJsonObject(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    return [...keys].flatMap((key) => stateDiff(before[key], after[key], join(path, key)));
  }
  return [{ path: path || '(root)', before, after }];
}
