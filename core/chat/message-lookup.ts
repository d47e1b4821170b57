import type { ChatMessage } from './chat.model';
import { GROUPS, type MessageList } from './message-list.model';

/*
 * Reading a message list (see message-list.model.ts), apart from message-list.ts, which derives lists, so the
 * persistence that every page starts with loads these few lines and not the rest.
 */

/** Where the message `id` is kept: its group and its record in the group. */
export function placeOf(id: string): readonly [group: number, record: number] {
  let hash = 0;
  for (let at = 0; at < id.length; at++) hash = (Math.imul(hash, 31) + id.charCodeAt(at)) | 0;
  return [(hash >>> 5) & (GROUPS - 1), hash & (GROUPS - 1)];
}

/** The message `id` of `list`, or undefined. */
export function messageById(list: MessageList, id: string): ChatMessage | undefined {
  const [group, record] = placeOf(id);
  const messages = list.entities[group]![record]!;
  return Object.prototype.hasOwnProperty.call(messages, id) ? messages[id] : undefined;
}

/** The messages in order, as one array (a new one: callers that hold it keep it by list, see the chat selectors). */
export function messagesOf(list: MessageList): readonly ChatMessage[] {
  const messages: ChatMessage[] = [];
  for (const page of list.pages) for (const id of page) messages.push(messageById(list, id)!);
  return messages;
}
