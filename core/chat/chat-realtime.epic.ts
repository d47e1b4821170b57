import { mergeMap } from 'rxjs';
import type { CoreEpic } from '../epic';
import type { Event } from '../events';
import { isJsonObject } from '../json';
import { parseChatMessage } from './chat-message';

/**
 * Server pushes (SPEC §7 Realtime): `message:new` for the current conversation becomes
 * 'chat/messageReceived' (for another conversation it is ignored; a malformed one is dropped with
 * 'chat/messageDropped'); `convo:completed` and `typing` become their facts, which apply only to
 * the current conversation. This is the one place that checks a pushed message's conversation:
 * the chat reducer and the epics that react to 'chat/messageReceived' rely on it.
 */
export const chatRealtimeEpic: CoreEpic = (_event$, state$, deps) =>
  deps.ports.socket.messages$.pipe(
    mergeMap((push): Event[] => {
      const payload: unknown = push.payload;
      switch (push.event) {
        case 'message:new': {
          const parsed = parseChatMessage(isJsonObject(payload) ? payload['message'] : undefined);
          if (!parsed.ok)
            return [{ type: 'chat/messageDropped', payload: { origin: 'socket', reason: parsed.reason } }];
          return state$.value.chat.conversation?.id === parsed.message.conversation_id
            ? [{ type: 'chat/messageReceived', payload: { message: parsed.message } }]
            : [];
        }
        case 'convo:completed': {
          const conversationId = isJsonObject(payload) ? payload['conversationId'] : undefined;
          return typeof conversationId === 'string'
            ? [{ type: 'chat/conversationCompleted', payload: { conversationId } }]
            : [];
        }
        case 'typing': {
          if (
            !isJsonObject(payload) ||
            typeof payload['conversationId'] !== 'string' ||
            typeof payload['isTyping'] !== 'boolean'
          )
            return [];
          return [
            {
              type: 'chat/typingChanged',
              payload: { conversationId: payload['conversationId'], isTyping: payload['isTyping'] },
            },
          ];
        }
        default:
          return [];
      }
    }),
  );
