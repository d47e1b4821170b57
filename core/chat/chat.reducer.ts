import { match, P } from 'ts-pattern';
import { inAreas, type Event, type EventInAreas } from '../events';
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

const CHAT_AREAS = ['persist', 'session'] as const;

const reduceChat = (state: ChatState, event: EventInAreas<(typeof CHAT_AREAS)[number]>): ChatState =>
  match(event)
    .with({ type: P.union('persist/rehydrated', 'persist/externalChange') }, ({ payload }) =>
      payload.state?.chat ? { ...state, ...payload.state.chat } : state,
    )
    .with({ type: 'session/loggedOut' }, () => initialChatState)
    .with(
      {
        type: P.union(
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
        ),
      },
      () => state,
    )
    .exhaustive();

export const chatReducer = (state: ChatState = initialChatState, event: Event): ChatState =>
  inAreas(event, CHAT_AREAS) ? reduceChat(state, event) : state;
