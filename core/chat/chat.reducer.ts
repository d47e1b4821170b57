import { match, P } from 'ts-pattern';
import type { Event } from '../events';
import type { ChatState } from './chat.model';

export const DEFAULT_CHAT_LANGUAGE = 'hi';

export const initialChatState: ChatState = {
  isOpen: false,
  conversation: null,
  messages: [],
  isInitiating: false,
  isSendingMessage: false,
  isLoadingMessages: false,
  isUploadingAudio: false,
  isTyping: false,
  error: null,
  hasMoreMessages: true,
  nextBefore: null,
  language: DEFAULT_CHAT_LANGUAGE,
};

export const chatReducer = (state: ChatState = initialChatState, event: Event): ChatState =>
  match(event)
    .with({ type: P.union('persist/rehydrated', 'persist/externalChange') }, ({ payload }) =>
      payload.state?.chat ? { ...state, ...payload.state.chat } : state,
    )
    .with({ type: 'session/loggedOut' }, () => initialChatState)
    .with(
      {
        type: P.union(
          'app/started',
          'app/epicFailed',
          'persist/rehydrateFailed',
          'persist/backedUp',
          'persist/flushRequested',
          'persist/shrunk',
          'persist/writeFailed',
          'session/started',
          'session/guestIdentified',
          'session/loggedIn',
          'session/logoutRequested',
          'session/forcedLogout',
          'session/loggedOutElsewhere',
          'session/metadataReported',
          'cart/created',
          'cart/createFailed',
          'cart/restored',
          'cart/itemsSet',
          'cart/itemAdded',
          'cart/numbersSet',
          'snackbar/openRequested',
          'snackbar/opened',
          'snackbar/closeRequested',
          'snackbar/autoHidden',
          'product/viewed',
          'analytics/sessionEventReported',
          'navigation/requested',
          'navigation/completed',
        ),
      },
      () => state,
    )
    .exhaustive();
