import * as v from 'valibot';
import { EVENT_SOURCES, type EventType } from '../../core/events';
import { INTENT_SCHEMA } from './intents.schema';
import type { SocketConnectOptions } from '../../core/ports';
import type { FakeMedia } from '../fakes/fake-media.port';
import { RENAMED_INTENTS } from './renamed-intents';

const text = v.pipe(v.string(), v.minLength(1, 'must be a non-empty string'));
const duration = v.pipe(
  v.number('must be a number >= 0'),
  v.finite('must be a number >= 0'),
  v.minValue(0, 'must be a number >= 0'),
);
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const plainObject = v.custom<Record<string, unknown>>(isPlainObject, 'must be an object');
const record = v.pipe(plainObject, v.record(v.string(), v.unknown()));
const described = <T extends v.GenericSchema>(schema: T, description: string) =>
  v.pipe(schema, v.description(description));
const eventType = v.picklist(
  Object.keys(EVENT_SOURCES) as EventType[],
  'must be a known event type (see EVENT_SOURCES in core/events.ts)',
);
const factTypes = (Object.keys(EVENT_SOURCES) as EventType[]).filter((type) => EVENT_SOURCES[type] !== 'ui');
const factType = v.picklist(factTypes, 'must be an event whose source is not ui (dispatch the UI intents)');
/** Only these keys, each optional and any JSON: a deep-partial match of an object with these fields. */
const partialOf = (keys: readonly string[]): v.GenericSchema<Readonly<Record<string, unknown>>> =>
  v.pipe(plainObject, v.strictObject(Object.fromEntries(keys.map((key) => [key, v.optional(v.unknown())]))));

/** What `expectMedia` may check on the fake microphone. */
export const MEDIA_FIELDS = [
  'microphoneOpen',
  'released',
  'requests',
  'webkit',
] as const satisfies readonly (keyof FakeMedia)[];
const SOCKET_CONNECT_FIELDS = [
  'url',
  'namespace',
  'path',
  'transports',
  'query',
] as const satisfies readonly (keyof SocketConnectOptions)[];
const permission = v.picklist(['granted', 'denied'], "must be 'granted', 'denied' or a non-empty list of them");
const storageFailure = v.picklist(['quota', 'unavailable', 'unknown']);

const HttpExpectationSchema = v.strictObject({
  method: v.optional(v.picklist(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])),
  url: v.optional(described(text, "An absolute URL, or a path ('/store/carts') compared with the request's path.")),
  query: v.optional(record),
  headers: v.optional(record),
  body: v.optional(v.unknown()),
});
const HttpReplySchema = v.strictObject({
  status: v.pipe(
    v.number(),
    v.integer(),
    v.minValue(0),
    v.maxValue(599, 'must be an HTTP status (0 for no answer)'),
    v.description('0: no answer'),
  ),
  body: v.optional(v.unknown()),
  latencyMs: v.optional(duration),
});
const ExpectedEventSchema = v.strictObject({ type: eventType, payload: v.optional(v.unknown()) });

/** Finds an element the way a shopper (or a screen reader) does: by its role and accessible name. */
const ElementQuerySchema = v.strictObject({
  role: v.optional(described(text, "An ARIA role: 'button', 'textbox', 'alert', 'status', 'link'...")),
  name: described(text, 'The accessible name (exact; /regex/ for a pattern).'),
});

/** A UI intent as a scenario writes it (a `dispatch`, a `click`'s `intent`). */
export const IntentSchema = described(
  INTENT_SCHEMA,
  'A UI intent (an event whose source is ui), with its payload as the event type says.',
);

/** Each step kind and what it holds; a step is an object with exactly one of these (and an optional note). */
const STEP_BODIES = {
  dispatch: IntentSchema,
  inject: described(
    v.strictObject({ type: factType, payload: v.optional(v.unknown()) }),
    'A fact the core derives (an event whose source is not ui), put into the store directly: a shortcut past the steps that lead to it. Its payload is not checked.',
  ),
  http: v.strictObject({ expect: HttpExpectationSchema, respond: v.optional(HttpReplySchema) }),
  socketPush: v.strictObject({ event: text, payload: v.unknown() }),
  socketEmit: v.strictObject({ event: text, payload: v.optional(v.unknown()) }),
  socketConnection: described(
    v.picklist(['drop', 'restore']),
    "The client's connection drops, or comes back (socket.io reconnecting).",
  ),
  expectSocketConnect: described(
    partialOf(SOCKET_CONNECT_FIELDS),
    'The next connect call the client made matches these options (deep partial).',
  ),
  advance: described(duration, 'Virtual milliseconds to move the clock on.'),
  runtimeArrives: described(
    v.literal(true),
    "The held fetch of the core runtime's code (given.runtime 'holds') brings it: the events it held go in.",
  ),
  expectEvents: v.pipe(v.array(ExpectedEventSchema), v.minLength(1, 'must be a non-empty array'), v.readonly()),
  expectNoEvents: v.pipe(v.array(eventType), v.minLength(1, 'must be a non-empty array of event types'), v.readonly()),
  expectState: record,
  expectStorage: record,
  expectCookies: record,
  otherTab: v.strictObject({ key: text, value: described(v.unknown(), 'null removes the key') }),
  microphoneFails: described(
    text,
    'The recording in progress fails with this reason (a device unplugged mid-recording).',
  ),
  expectMedia: described(partialOf(MEDIA_FIELDS), 'Deep-partial match of the fake microphone.'),
  type: described(
    v.strictObject({ into: described(text, "The field's accessible name."), text: v.string() }),
    'UI: the shopper types into a field (skipped in the headless run).',
  ),
  click: described(
    v.strictObject({
      ...ElementQuerySchema.entries,
      intent: v.optional(IntentSchema),
    }),
    "UI: the shopper clicks an element (role default 'button'). `intent`: what the click dispatches; the headless run dispatches it, the UI run checks the click did.",
  ),
  expectText: described(text, 'UI: this text is on the screen (skipped in the headless run).'),
  expectElement: described(
    ElementQuerySchema,
    'UI: an element with this role and name is on the screen (skipped in the headless run).',
  ),
  expectField: described(
    v.strictObject({ name: text, value: v.string() }),
    'UI: the field with this accessible name holds this value (skipped in the headless run).',
  ),
} as const;

type StepKind = keyof typeof STEP_BODIES;
export const STEP_KINDS = Object.keys(STEP_BODIES) as StepKind[];
/** The step kinds only the UI run performs. */
export const UI_STEP_KINDS = [
  'type',
  'click',
  'expectText',
  'expectElement',
  'expectField',
] as const satisfies readonly StepKind[];

const noteSchema = v.optional(text);
const stepOf = <K extends StepKind>(kind: K) =>
  v.strictObject({ note: noteSchema, [kind]: STEP_BODIES[kind] } as { note: typeof noteSchema } & {
    [P in K]: (typeof STEP_BODIES)[P];
  });
export const StepSchema = v.union([
  stepOf('dispatch'),
  stepOf('inject'),
  stepOf('http'),
  stepOf('socketPush'),
  stepOf('socketEmit'),
  stepOf('socketConnection'),
  stepOf('expectSocketConnect'),
  stepOf('advance'),
  stepOf('runtimeArrives'),
  stepOf('expectEvents'),
  stepOf('expectNoEvents'),
  stepOf('expectState'),
  stepOf('expectStorage'),
  stepOf('expectCookies'),
  stepOf('otherTab'),
  stepOf('microphoneFails'),
  stepOf('expectMedia'),
  stepOf('type'),
  stepOf('click'),
  stepOf('expectText'),
  stepOf('expectElement'),
  stepOf('expectField'),
]);

export const GivenSchema = v.strictObject({
  clock: v.optional(
    v.union(
      [
        v.number(),
        v.pipe(
          v.string(),
          v.check((clock) => !Number.isNaN(Date.parse(clock))),
        ),
      ],
      'must be epoch milliseconds or an ISO date',
    ),
  ),
  storage: v.optional(described(record, 'Starting storage; objects are stored as JSON.')),
  storageBehaviour: v.optional(
    v.strictObject({
      readDelayMs: v.optional(duration),
      quotaChars: v.optional(duration),
      failReads: v.optional(storageFailure),
      failWrites: v.optional(storageFailure),
    }),
  ),
  cookies: v.optional(v.record(v.string(), v.string())),
  state: v.optional(described(record, 'Deep-partial state merged over the initial state.')),
  socket: v.optional(described(v.picklist(['up', 'down']), 'Whether a socket server is listening (default up).')),
  runtime: v.optional(
    described(
      v.array(v.picklist(['fails', 'holds'])),
      "What each fetch of the core runtime's code does, in order: 'fails' (a chunk that did not load) or 'holds' (until a runtimeArrives step); later fetches load at once (the default: every one).",
    ),
  ),
  env: v.optional(v.record(v.pipe(v.string(), v.startsWith('VITE_')), v.string())),
  origin: v.optional(text),
  media: v.optional(
    v.strictObject({
      permission: v.optional(
        v.union(
          [permission, v.pipe(v.array(permission), v.minLength(1))],
          "must be 'granted', 'denied' or a non-empty list of them",
        ),
      ),
      supportedTypes: v.optional(v.array(text, 'must be a list of mime types')),
      bytesPerSecond: v.optional(v.pipe(v.number(), v.gtValue(0, 'must be a number > 0'))),
      webkit: v.optional(v.boolean('must be true or false')),
      failure: v.optional(v.strictObject({ kind: v.picklist(['unsupported', 'failed']), reason: text })),
    }),
  ),
});

const fixtureName = described(text, 'A file scenarios/fixtures/{name}.fixture.json.');

/** A scenario file as written. */
export const ScenarioFileSchema = v.strictObject({
  $schema: v.optional(v.string()),
  name: text,
  description: v.optional(text),
  spec: v.optional(described(text, 'Where the behaviour is specified, e.g. "docs/product-spec.md §4 Cart creation".')),
  ui: v.optional(described(v.boolean(), 'Also run through the React UI (the UI steps run there only).')),
  fixtures: v.optional(described(v.array(fixtureName), "Shared givens merged in order under this file's own given.")),
  given: v.optional(GivenSchema),
  steps: v.pipe(v.array(StepSchema), v.minLength(1, 'must be a non-empty array'), v.readonly()),
});

/** A shared fixture: a `given` several scenarios start from. */
export const FixtureFileSchema = v.strictObject({
  $schema: v.optional(v.string()),
  description: text,
  given: GivenSchema,
});

export type ScenarioFile = v.InferOutput<typeof ScenarioFileSchema>;
export type ScenarioGiven = v.InferOutput<typeof GivenSchema>;
export type ScenarioStep = v.InferOutput<typeof StepSchema>;
export type HttpExpectation = v.InferOutput<typeof HttpExpectationSchema>;
export type HttpReply = v.InferOutput<typeof HttpReplySchema>;
/** A scenario ready to run: its fixtures merged into `given`. */
export type Scenario = Omit<ScenarioFile, 'fixtures' | '$schema'>;
export type Fixture = v.InferOutput<typeof FixtureFileSchema>;

/** A scenario file that cannot be used, with the field at fault (steps named `step N`, from 1, as the runner does). */
export class ScenarioFileError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    problem: string,
  ) {
    super(`${file}: ${field}: ${problem}`);
    this.name = 'ScenarioFileError';
  }
}

type PathItem = { readonly key: unknown };

/** A valibot issue path as a field: `given.media.permission`, `step 3: http.respond.status` (steps from 1). */
function fieldOf(path: readonly PathItem[]): string {
  const keys = path.map((item) => item.key);
  const stepped = keys[0] === 'steps' && typeof keys[1] === 'number';
  let rest = '';
  for (const key of keys.slice(stepped ? 2 : 0))
    rest += typeof key === 'number' ? `[${key}]` : rest ? `.${String(key)}` : String(key);
  if (!stepped) return rest || '(root)';
  return rest ? `step ${(keys[1] as number) + 1}: ${rest}` : `step ${(keys[1] as number) + 1}`;
}

/** The keys a strict object at `path` allows, read from the schema. */
function allowedKeys(schema: v.GenericSchema, path: readonly PathItem[]): string[] {
  let current: unknown = schema;
  type Node = { wrapped?: Node; pipe?: readonly Node[]; entries?: Record<string, unknown>; item?: unknown };
  const unwrap = (node: unknown): Node | undefined => {
    const at = node as Node | undefined;
    if (!at || at.entries || at.item) return at;
    if (at.wrapped) return unwrap(at.wrapped);
    for (const item of at.pipe ?? []) {
      const found = item === at ? undefined : unwrap(item);
      if (found?.entries || found?.item) return found;
    }
    return undefined;
  };
  for (const { key } of path) {
    const node = unwrap(current);
    current = typeof key === 'number' ? node?.item : node?.entries?.[String(key)];
  }
  const entries = unwrap(current)?.entries;
  return entries ? Object.keys(entries) : [];
}

function fail(file: string, schema: v.GenericSchema, issue: v.BaseIssue<unknown>, prefix: readonly PathItem[]): never {
  const path = [...prefix, ...((issue.path ?? []) as PathItem[])];
  if (issue.type === 'strict_object' && issue.expected === 'never' && path.length > prefix.length) {
    const allowed = allowedKeys(schema, (issue.path ?? []).slice(0, -1) as PathItem[]);
    throw new ScenarioFileError(
      file,
      fieldOf(path),
      allowed.length ? `is not one of ${allowed.join(', ')}` : 'is not a field here',
    );
  }
  const renamed = typeof issue.input === 'string' && Object.hasOwn(RENAMED_INTENTS, issue.input);
  if (renamed) {
    const message = `'${String(issue.input)}' was renamed '${RENAMED_INTENTS[issue.input as string]}' (intents end in 'Requested'); write the new name`;
    throw new ScenarioFileError(file, fieldOf(path), message);
  }
  throw new ScenarioFileError(
    file,
    fieldOf(path),
    issue.message.replace(/^Invalid (\w+): /, (_, what: string) => `invalid ${what.toLowerCase()}: `),
  );
}

const STEP_SCHEMAS = Object.fromEntries(STEP_KINDS.map((kind) => [kind, stepOf(kind)])) as unknown as Record<
  StepKind,
  v.GenericSchema
>;

/**
 * Checks a parsed scenario file against {@link ScenarioFileSchema} and returns it typed; throws
 * {@link ScenarioFileError} naming the file and the field (e.g. `step 3: http.respond.status`).
 * Each step is checked alone against its kind's schema, so the field at fault is named exactly.
 */
export function validateScenario(value: unknown, file: string): ScenarioFile {
  const steps = typeof value === 'object' && value !== null ? (value as { steps?: unknown }).steps : undefined;
  if (Array.isArray(steps)) {
    steps.forEach((step: unknown, index) => {
      const at = [{ key: 'steps' }, { key: index }];
      if (typeof step !== 'object' || step === null || Array.isArray(step))
        throw new ScenarioFileError(file, fieldOf(at), 'must be an object');
      const kinds = Object.keys(step).filter((key) => key !== 'note');
      if (kinds.length !== 1 || !STEP_KINDS.includes(kinds[0] as StepKind)) {
        throw new ScenarioFileError(
          file,
          fieldOf(at),
          `must have exactly one of ${STEP_KINDS.join(', ')} (besides an optional note)`,
        );
      }
      const schema = STEP_SCHEMAS[kinds[0] as StepKind];
      const result = v.safeParse(schema, step);
      if (!result.success) fail(file, schema, result.issues[0], at);
    });
  }
  const result = v.safeParse(ScenarioFileSchema, value);
  if (result.success) return result.output;
  return fail(file, ScenarioFileSchema, result.issues[0], []);
}

/** Checks a parsed fixture file against {@link FixtureFileSchema}, as {@link validateScenario}. */
export function validateFixture(value: unknown, file: string): Fixture {
  const result = v.safeParse(FixtureFileSchema, value);
  if (result.success) return result.output;
  return fail(file, FixtureFileSchema, result.issues[0], []);
}
