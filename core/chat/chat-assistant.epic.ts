import { mergeMap } from 'rxjs';
import { ofType, type CoreEpic } from '../epic';
import type { Event } from '../events';
import { assistantItemsOf } from './chat-message';
import type { ChatMessage } from './chat.model';
import { messageById } from './message-list';

/**
 * Items the assistant asks to add (`metadata.ai_response.items`) are requested once per message:
 * only when the message has just entered the list from a send response or the socket (the list
 * holds that very message object), never for a repeat or a history load.
 */
export const chatAssistantItemsEpic: CoreEpic = (event$, state$) =>
  event$.pipe(
    ofType('chat/messageSent', 'chat/messageReceived'),
    mergeMap((event): Event[] => {
      const arrived: (ChatMessage | null)[] =
        event.type === 'chat/messageSent'
          ? [event.payload.userMessage, event.payload.message]
          : [event.payload.message];
      const { messages } = state$.value.chat;
      return arrived
        .filter(
          (message): message is ChatMessage =>
            message !== null && assistantItemsOf(message).length > 0 && messageById(messages, message.id) === message,
        )
        .map((message) => ({
          type: 'chat/assistantItemsNamed',
          payload: {
            messageId: message.id,
            items: assistantItemsOf(message).map((item) => ({
              variantId: item.variant_id,
              quantity: item.quantity,
              title: item.title,
            })),
          },
        }));
    }),
  );
