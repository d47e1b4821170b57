import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint checks that keep epics free of state the event log cannot show (eslint.config.js,
 * EPIC_PURITY and epic/no-held-mutation), run on small samples: each bad one must fail, each good
 * one pass, so the checks are shown able to fail.
 */
const eslint = new ESLint({ cwd: process.cwd() });
const PURITY_RULES = new Set(['no-restricted-syntax', 'epic/no-held-mutation', 'epic/no-held-state']);

async function findings(code: string, filePath = 'core/sample/sample.epic.ts'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((message) => message.ruleId !== null && PURITY_RULES.has(message.ruleId))
    .map((message) => `${message.line}: ${message.ruleId}`);
}

const HEADER = `import { defer, map, mergeMap, of } from 'rxjs';
import type { CoreEpic } from '../epic';
`;

/** Each bad sample with what must be found in it (line: rule). */
const BAD: Readonly<Record<string, readonly [code: string, expected: readonly string[]]>> = {
  'a let held in the epic across events (inside defer)': [
    `${HEADER}
export const sampleEpic: CoreEpic = (event$) =>
  defer(() => {
    let room: string | null = null;
    return event$.pipe(map((event) => { room = event.type; return event; }));
  });`,
    ['6: no-restricted-syntax'],
  ],
  'a let at the top of the file': [
    `${HEADER}
let opened = 0;
export const sampleEpic: CoreEpic = (event$) => event$.pipe(map((event) => { opened += 1; return event; }));`,
    ['4: no-restricted-syntax'],
  ],
  'a Set of what was asked': [
    `${HEADER}
export const sampleEpic: CoreEpic = (event$) => {
  const asked = new Set<string>();
  return event$.pipe(mergeMap((event) => (asked.has(event.type) ? [] : [event])));
};`,
    ['5: no-restricted-syntax'],
  ],
  'a Map at the top of the file': [
    `${HEADER}
const wanted = new Map<string, number>();
export const sampleEpic: CoreEpic = (event$) => event$.pipe(map((event) => { wanted.clear(); return event; }));`,
    ['4: no-restricted-syntax'],
  ],
  'a Subject as memory': [
    `${HEADER}
import { BehaviorSubject } from 'rxjs';
const last = new BehaviorSubject<string>('');
export const sampleEpic: CoreEpic = (event$) => event$.pipe(map((event) => event));
export const readLast = () => last;`,
    ['5: no-restricted-syntax'],
  ],
  'a mutable object held across events (a counter)': [
    `${HEADER}
export const sampleEpic: CoreEpic = (event$) => {
  const loads = { started: 0 };
  return event$.pipe(map((event) => { ++loads.started; return event; }));
};`,
    ['6: epic/no-held-mutation'],
  ],
  'a mutable object held across events (a field set)': [
    `${HEADER}
export const sampleEpic: CoreEpic = (event$) => {
  const memory: { server: string | null } = { server: null };
  return event$.pipe(map((event) => { memory.server = event.type; return event; }));
};`,
    ['6: epic/no-held-mutation'],
  ],
  'an array held across events, pushed to': [
    `${HEADER}
const seen: string[] = [];
export const sampleEpic: CoreEpic = (event$) => event$.pipe(map((event) => { seen.push(event.type); return event; }));`,
    ['5: epic/no-held-mutation'],
  ],
  "a helper that changes its caller's object": [
    `${HEADER}
function remember(memo: Record<string, boolean>, key: string): void {
  memo[key] = true;
}
export const sampleEpic: CoreEpic = (event$) => {
  const memo: Record<string, boolean> = {};
  return event$.pipe(map((event) => { remember(memo, event.type); return event; }));
};`,
    ['5: epic/no-held-mutation'],
  ],
  'Object.assign and delete on a held object': [
    `${HEADER}
const held: Record<string, string> = {};
export const sampleEpic: CoreEpic = (event$) =>
  event$.pipe(map((event) => { Object.assign(held, { last: event.type }); delete held['first']; return event; }));`,
    ['6: epic/no-held-mutation', '6: epic/no-held-mutation'],
  ],
  'a global as memory': [
    `${HEADER}
export const sampleEpic: CoreEpic = (event$) => event$.pipe(map((event) => { (globalThis as { last?: string }).last = event.type; return event; }));`,
    ['4: epic/no-held-mutation'],
  ],
};

const GOOD: Readonly<Record<string, string>> = {
  'state read from state$, events out': `${HEADER}
export const sampleEpic: CoreEpic = (event$, state$) =>
  event$.pipe(mergeMap((event) => (state$.value.chat.isOpen ? of(event) : [])));`,
  'a loop counter in a for head': `${HEADER}
function lastIndexOf(types: readonly string[], type: string): number {
  for (let i = types.length - 1; i >= 0; i--) if (types[i] === type) return i;
  return -1;
}
export const sampleEpic: CoreEpic = (event$) => event$.pipe(map((event) => (lastIndexOf([], event.type) >= 0 ? event : event)));`,
  'an object or array a call makes and fills for itself': `${HEADER}
function errorsOf(name: string): Partial<Record<'name', string>> {
  const errors: Partial<Record<'name', string>> = {};
  if (name === '') errors.name = 'required';
  return errors;
}
export const sampleEpic: CoreEpic = (event$) =>
  event$.pipe(
    mergeMap((event) => {
      const out: (typeof event)[] = [];
      if (errorsOf(event.type).name === undefined) out.push(event);
      return out;
    }),
  );`,
};

describe('epic purity lint (no state in epics that the event log cannot show)', () => {
  for (const [name, [code, expected]] of Object.entries(BAD)) {
    it(`fails on ${name}`, async () => {
      expect(await findings(code)).toEqual(expected);
    });
  }

  for (const [name, code] of Object.entries(GOOD)) {
    it(`passes ${name}`, async () => {
      expect(await findings(code)).toEqual([]);
    });
  }

  it('checks epic files only: the same let in a helper module or an epic test passes', async () => {
    const code = `${HEADER}\nlet opened = 0;\nexport const bump = () => ++opened;`;
    expect(await findings(code)).not.toEqual([]);
    expect(await findings(code, 'core/sample/sample.ts')).toEqual([]);
    expect(await findings(code, 'core/sample/sample.epic.test.ts')).toEqual([]);
  });

  it("checks the cart queue's operations, which run inside its epic, as epics", async () => {
    const code = `${HEADER}\nlet renewing = false;\nexport const renew = () => (renewing = true);`;
    for (const operation of ['cart-add', 'cart-create', 'cart-lines', 'cart-queue', 'cart-refresh']) {
      expect(await findings(code, `core/cart/${operation}.ts`)).toEqual(['4: no-restricted-syntax']);
    }
  });

  it('checks every helper an epic imports (chat-send.ts): state at module level or held by a closure fails', async () => {
    const helper = 'core/chat/chat-send.ts';
    const held: Readonly<Record<string, readonly string[]>> = {
      'let sent = 0;\nexport const count = () => ++sent;': ['1: epic/no-held-state'],
      'const asked = new Map<string, number>();\nexport const ask = (id: string) => asked.get(id);': [
        '1: epic/no-held-state',
      ],
      'const seen = new WeakMap<object, number>();\nexport const seenAt = (key: object) => seen.get(key);': [
        '1: epic/no-held-state',
      ],
      'export function counter() {\n  let count = 0;\n  return () => ++count;\n}': ['2: epic/no-held-state'],
    };
    for (const [code, expected] of Object.entries(held)) expect(await findings(code, helper)).toEqual(expected);
    const fine = [
      'export function total(items: readonly number[]) {\n  let sum = 0;\n  for (const item of items) sum += item;\n  return sum;\n}',
      "const KINDS: ReadonlySet<string> = new Set(['text', 'audio']);\nexport const isKind = (k: string) => KINDS.has(k);",
    ];
    for (const code of fine) expect(await findings(code, helper)).toEqual([]);
  });

  it('every epic in core/, and every module an epic imports, passes', async () => {
    const config = new URL('../eslint.config.js', import.meta.url).href;
    const { epicModules } = (await import(config)) as { epicModules: () => string[] };
    expect(epicModules()).toContain('core/chat/chat-send.ts');
    const results = await eslint.lintFiles([
      'core/**/*.epic.ts',
      'core/cart/cart-{add,create,lines,queue,refresh}.ts',
      ...epicModules(),
    ]);
    const found = results.flatMap((result) =>
      result.messages
        .filter((message) => message.ruleId !== null && PURITY_RULES.has(message.ruleId))
        .map((message) => `${result.filePath}:${message.line} ${message.message}`),
    );
    expect(found).toEqual([]);
  });
});
