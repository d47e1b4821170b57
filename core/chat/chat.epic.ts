import { merge } from 'rxjs';
import type { CoreEpic } from '../epic';
import { chatAssistantItemsEpic } from './chat-assistant.epic';
import { chatConnectionEpic } from './chat-connection.epic';
import { chatHistoryEpic } from './chat-history.epic';
import { chatInitiateEpic } from './chat-initiate.epic';
import { chatRealtimeEpic } from './chat-realtime.epic';
import { chatScrollEpic, chatSendEpic } from './chat-send.epic';

const CHAT_EPICS: readonly CoreEpic[] = [
  chatConnectionEpic,
  chatSendEpic,
  chatInitiateEpic,
  chatScrollEpic,
  chatHistoryEpic,
  chatRealtimeEpic,
  chatAssistantItemsEpic,
];

/**
 * Everything the support chat does: the realtime connection, starting a conversation, sending,
 * history, realtime messages, scrolling and the assistant's cart adds. A panel the last visit left open
 * reconnects, and a message it left unsent fails, on `persist/rehydrated`.
 */
export const chatEpic: CoreEpic = (event$, state$, deps) =>
  merge(...CHAT_EPICS.map((epic) => epic(event$, state$, deps)));
