import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { ChatMessage, ConversationWithMessages } from '../local-backend/chat/chat.model';
import type { TestStorefront } from './use-storefront';

/** The accessible names the chat widget promises (issue 4, "Accessible names"). */
export const CHAT_NAMES = {
  open: 'Open chat',
  mobileOpen: 'Support',
  dialog: 'Support chat',
  close: 'Close chat',
  call: 'Call support',
  placeholder: 'Type your message...',
  send: 'Send message',
  record: 'Record voice message',
  reviewCancel: 'Cancel',
  reviewSend: 'Send',
  permissionTitle: 'Microphone Access Required',
  tryAgain: 'Try Again',
  permissionClose: 'Close',
  showTranscript: 'Show transcript',
  hideTranscript: 'Hide transcript',
  addToCart: 'Add to cart',
} as const;

/** The chat panel. */
export const chatDialog = (page: Page): Locator => page.getByRole('dialog', { name: CHAT_NAMES.dialog });

/** The visible button (or mobile bar item) that opens the chat. */
const chatOpener = (page: Page): Locator =>
  page
    .getByRole('button', { name: CHAT_NAMES.open, exact: true })
    .or(page.getByRole('button', { name: CHAT_NAMES.mobileOpen, exact: true }))
    .or(page.getByRole('link', { name: CHAT_NAMES.mobileOpen, exact: true }))
    .first();

/** The message textarea. */
export const messageInput = (page: Page): Locator => chatDialog(page).getByPlaceholder(CHAT_NAMES.placeholder);

/** Opens the chat with its visible opener and waits for the panel and its input. */
export async function openChat(page: Page): Promise<Locator> {
  await chatOpener(page).click();
  const dialog = chatDialog(page);
  await dialog.waitFor({ state: 'visible' });
  await messageInput(page).waitFor({ state: 'visible' });
  return dialog;
}

/**
 * Opens the chat unless it is already open. After a reload the open panel is restored once the stored state is read,
 * which may come after the opener shows (the page is prerendered, and the code that reads the state loads after the
 * entry): the opener is pressed until the panel shows, whether it opened the panel or the restored one came first.
 */
export async function ensureChatOpen(page: Page): Promise<Locator> {
  const dialog = chatDialog(page);
  await expect
    .poll(
      async () => {
        if (await dialog.isVisible()) return true;
        await chatOpener(page)
          .click({ timeout: 1000 })
          .catch(() => undefined);
        return dialog.isVisible();
      },
      { timeout: 30_000, message: 'the chat panel shows' },
    )
    .toBe(true);
  await messageInput(page).waitFor({ state: 'visible' });
  return dialog;
}

/** Types a message and presses the send button. */
export async function sendText(page: Page, text: string): Promise<void> {
  await messageInput(page).fill(text);
  await chatDialog(page).getByRole('button', { name: CHAT_NAMES.send, exact: true }).click();
}

/** The elements of the chat panel whose whole text is `text` (a message's body). */
export const messageText = (page: Page, text: string): Locator => chatDialog(page).getByText(text, { exact: true });

/** Every conversation the backend holds, with its messages oldest first. */
export async function conversations(store: TestStorefront): Promise<ConversationWithMessages[]> {
  const answer = (await store.control('GET', '/__local/chats')) as { conversations: ConversationWithMessages[] };
  return answer.conversations;
}

/** Waits until the backend holds a message with this content and answers its conversation. */
export async function conversationWith(store: TestStorefront, content: string): Promise<ConversationWithMessages> {
  let found: ConversationWithMessages | undefined;
  await expect
    .poll(
      async () => {
        found = (await conversations(store)).find((conversation) =>
          conversation.messages.some((message) => message.content === content),
        );
        return found !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** Waits for the backend's reply that follows the customer message `content` in its conversation. */
export async function replyAfter(store: TestStorefront, content: string): Promise<ChatMessage> {
  let reply: ChatMessage | undefined;
  await expect
    .poll(
      async () => {
        const conversation = await conversationWith(store, content);
        const index = conversation.messages.findIndex((message) => message.content === content);
        reply = conversation.messages.slice(index + 1).find((message) => message.sender_type !== 'customer');
        return reply !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return reply!;
}

/** Posts a live agent's message to a conversation through the control API. */
export async function agentSays(
  store: TestStorefront,
  conversationId: string,
  content: string,
  agentName = 'Priya',
): Promise<ChatMessage> {
  const answer = (await store.control('POST', `/__local/chats/${conversationId}/agent-message`, {
    content,
    agentName,
  })) as {
    message: ChatMessage;
  };
  return answer.message;
}

/** The parsed `persist:root` of the page, or null. */
export async function persistedRoot(page: Page): Promise<Record<string, unknown> | null> {
  const raw = await page.evaluate(() => localStorage.getItem('persist:root'));
  return raw === null ? null : (JSON.parse(raw) as Record<string, unknown>);
}

/**
 * Which side of the chat panel an element leans to: 'right' when the gap to the panel's right
 * edge is smaller than the gap to its left edge. A sent message's row is replaced when the server
 * confirms it (its key goes from the pending id to the stored one), so a measurement that lands on
 * the row just removed is taken again, for up to `timeoutMs`.
 */
export async function sideOf(page: Page, element: Locator, timeoutMs = 5_000): Promise<'left' | 'right'> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [box, panel] = await Promise.all([element.boundingBox(), chatDialog(page).boundingBox()]);
    if (box && panel) {
      const leftGap = box.x - panel.x;
      const rightGap = panel.x + panel.width - (box.x + box.width);
      return rightGap < leftGap ? 'right' : 'left';
    }
    if (Date.now() > deadline) throw new Error('the message or the chat panel is not laid out');
    await page.waitForTimeout(50);
  }
}
