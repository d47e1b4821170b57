import { defer, from, map } from 'rxjs';
import type { LazyEpicLoader } from '../../lazy-epics';

/** Each lazy epic as its own chunk, fetched the first time its area is used. */
export const loadEpicOnDemand: LazyEpicLoader = (name) => {
  switch (name) {
    case 'checkout':
      return defer(() => from(import('../../checkout/checkout.epic'))).pipe(map((module) => module.checkoutFlowEpic));
    case 'account':
      return defer(() => from(import('../../account/account.epic'))).pipe(map((module) => module.accountEpic));
    case 'voice':
      return defer(() => from(import('../../voice/voice.epic'))).pipe(map((module) => module.voiceRecorderEpic));
  }
};
