import { expectTypeOf } from 'vitest';
import type { EventOf, IntentType } from './events';

expectTypeOf<'app/startRequested'>().toExtend<IntentType>();
expectTypeOf<'session/logoutRequested'>().toExtend<IntentType>();
expectTypeOf<'catalog/productRequested'>().toExtend<IntentType>();
expectTypeOf<'cart/created'>().not.toExtend<IntentType>();
expectTypeOf<'session/forcedLogout'>().not.toExtend<IntentType>();
expectTypeOf<EventOf<'cart/created'>['payload']>().toEqualTypeOf<{ readonly cartId: string }>();
