import type * as v from 'valibot';
import { expectTypeOf } from 'vitest';
import type { EventOf, IntentType } from '../../core/events';
import type { INTENT_SCHEMAS } from './intents.schema';

type Checked<T extends IntentType> = v.InferOutput<(typeof INTENT_SCHEMAS)[T]>;
type Assignable<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type PayloadKeys<E> = E extends { readonly payload: infer P } ? (P extends object ? keyof P : never) : never;
type Same<A, B> = Assignable<A, B> extends true ? Assignable<PayloadKeys<A>, PayloadKeys<B>> : false;
/** The intents whose schema and TypeScript type differ in either direction, or in their payload's fields. */
type Drifted = { [T in IntentType]: Same<Checked<T>, EventOf<T>> extends true ? never : T }[IntentType];

expectTypeOf<Drifted>().toEqualTypeOf<never>();
expectTypeOf<keyof typeof INTENT_SCHEMAS>().toEqualTypeOf<IntentType>();
