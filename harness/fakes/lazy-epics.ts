import { of } from 'rxjs';
import { accountEpic } from '../../core/account/account.epic';
import { checkoutFlowEpic } from '../../core/checkout/checkout.epic';
import type { LazyEpicLoader } from '../../core/lazy-epics';
import { voiceRecorderEpic } from '../../core/voice/voice.epic';

/** The lazy epics at once, so scenarios and tests stay synchronous on virtual time. */
export const loadEpicNow: LazyEpicLoader = (name) => of({ checkout: checkoutFlowEpic, account: accountEpic, voice: voiceRecorderEpic }[name]);
