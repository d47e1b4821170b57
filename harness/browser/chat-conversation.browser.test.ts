import { describe, expect, it } from 'vitest';
import { STORE_DETAILS, telHref } from '../../ui/store-details';
import {
  agentSays,
  CHAT_NAMES,
  chatDialog,
  conversationWith,
  ensureChatOpen,
  messageInput,
  messageText,
  openChat,
  replyAfter,
  sendText,
  sideOf,
} from './chat-helpers';
import { VIEWPORTS } from './chromium';
import { horizontalOverflow } from './store-steps';
import { useStorefront } from './use-storefront';
import { CHAT_MESSAGES } from '../../core/messages/chat.messages';

/** The welcome names the store (issue 22.12). */
const WELCOME = `Welcome to ${STORE_DETAILS.name}!`;

const store = useStorefront();

describe('the support chat in Chromium', () => {
  it('carries a text conversation answered by a live agent, and keeps each message once after a reload', async () => {
    const { page } = await store.open('desktop', '/');
    const dialog = await openChat(page);
    expect(await page.getByRole('button', { name: CHAT_NAMES.open, exact: true }).isVisible()).toBe(false);
    const panel = await dialog.boundingBox();
    expect(panel, 'the panel is laid out').not.toBeNull();
    expect(panel!.x + panel!.width).toBeGreaterThan(VIEWPORTS.desktop.width - 80);
    expect(panel!.y + panel!.height).toBeGreaterThan(VIEWPORTS.desktop.height - 80);
    expect(panel!.width).toBeLessThan(VIEWPORTS.desktop.width / 2);
    expect(await dialog.getByRole('link', { name: CHAT_NAMES.call }).first().getAttribute('href')).toBe(
      telHref(STORE_DETAILS.phone),
    );
    await expect.poll(() => dialog.getByText(WELCOME).isVisible()).toBe(true);

    const question = 'Namaste, when does my delivery arrive? (conversation test)';
    await sendText(page, question);
    await expect.poll(() => messageText(page, question).count()).toBe(1);
    expect(await messageInput(page).inputValue()).toBe('');
    expect(await sideOf(page, messageText(page, question))).toBe('right');

    const reply = await replyAfter(store, question);
    await expect.poll(() => messageText(page, reply.content).count()).toBe(1);
    expect(await sideOf(page, messageText(page, reply.content))).toBe('left');

    const conversation = await conversationWith(store, question);
    const agentText = 'This is Priya from support: your order leaves the mill today.';
    await agentSays(store, conversation.id, agentText, 'Priya');
    await expect.poll(() => messageText(page, agentText).count()).toBe(1);
    expect(await sideOf(page, messageText(page, agentText))).toBe('left');
    await expect.poll(() => dialog.getByText('Priya', { exact: true }).count()).toBeGreaterThanOrEqual(1);
    expect(await messageText(page, question).count()).toBe(1);

    await page.reload();
    await ensureChatOpen(page);
    for (const text of [question, reply.content, agentText]) {
      await expect
        .poll(() => messageText(page, text).count(), { message: `${text} shows once after the reload` })
        .toBe(1);
    }
    const stored = await conversationWith(store, question);
    expect(stored.messages.filter((message) => message.content === question)).toHaveLength(1);
  });

  it('resets the chat when the agent completes it while it is open, keeping the last one readable as closed; the next message starts a new conversation', async () => {
    const { page } = await store.open('desktop', '/');
    const dialog = await openChat(page);
    const first = 'Please check my refund (completed while open)';
    await sendText(page, first);
    const conversation = await conversationWith(store, first);
    await replyAfter(store, first);
    const last = 'Priya: your refund was sent today.';
    await agentSays(store, conversation.id, last);
    await expect.poll(() => messageText(page, last).count()).toBe(1);

    await store.control('POST', `/__local/chats/${conversation.id}/complete`);
    const closed = dialog.getByRole('region', { name: 'This chat was closed' });
    await expect
      .poll(() => closed.isVisible(), { message: 'the closed conversation stays readable, marked closed' })
      .toBe(true);
    expect(await closed.getByText(last, { exact: true }).isVisible()).toBe(true);
    expect(await closed.getByText(first, { exact: true }).count()).toBe(1);
    expect(await dialog.getByText(WELCOME).isVisible()).toBe(true);

    const next = 'One more question after the reset';
    await sendText(page, next);
    await expect.poll(() => messageText(page, next).count()).toBe(1);
    await expect.poll(() => closed.count(), { message: 'the closed transcript goes once a new chat starts' }).toBe(0);
    expect(await messageText(page, first).count()).toBe(0);
    const fresh = await conversationWith(store, next);
    expect(fresh.id).not.toBe(conversation.id);
    expect(fresh.status).toBe('open');
  });

  it('says the chat was closed when a message to a conversation the agent completed answers 409, then starts a fresh one', async () => {
    const { page } = await store.open('desktop', '/');
    const dialog = await openChat(page);
    const first = 'Is the A2 ghee fresh? (409 test)';
    await sendText(page, first);
    const conversation = await conversationWith(store, first);
    await replyAfter(store, first);

    await dialog.getByRole('button', { name: CHAT_NAMES.close, exact: true }).click();
    await expect.poll(() => chatDialog(page).isVisible()).toBe(false);
    await store.control('POST', `/__local/chats/${conversation.id}/complete`);
    await openChat(page);

    const late = 'Hello again, are you there?';
    const rejected = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname.endsWith(`/chats/${conversation.id}/messages`),
    );
    await sendText(page, late);
    expect((await rejected).status()).toBe(409);
    await expect.poll(() => chatDialog(page).getByText(CHAT_MESSAGES.closed).isVisible()).toBe(true);
    await expect.poll(() => messageText(page, first).count(), { message: 'the closed chat is reset' }).toBe(0);
    const completed = await conversationWith(store, first);
    expect(completed.messages.some((message) => message.content === late)).toBe(false);

    const fresh = 'Starting over with a new question';
    await sendText(page, fresh);
    await expect.poll(() => messageText(page, fresh).count()).toBe(1);
    const started = await conversationWith(store, fresh);
    expect(started.id).not.toBe(conversation.id);
    await expect.poll(() => chatDialog(page).getByText(CHAT_MESSAGES.closed).count()).toBe(0);
  });

  it('after a dropped connection shows an agent message sent meanwhile exactly once, and keeps updating', async () => {
    const { context, page } = await store.open('desktop', '/');
    await openChat(page);
    const question = 'Can someone call me back? (reconnect test)';
    await sendText(page, question);
    const conversation = await conversationWith(store, question);
    const reply = await replyAfter(store, question);
    await expect.poll(() => messageText(page, reply.content).count()).toBe(1);

    await context.setOffline(true);
    store.dropSockets();
    const missed = 'Priya here: I tried calling while you were offline.';
    await agentSays(store, conversation.id, missed);
    await expect.poll(() => chatDialog(page).getByText('Reconnecting...').isVisible(), { timeout: 12_000 }).toBe(true);
    await context.setOffline(false);

    await expect.poll(() => messageText(page, missed).count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => chatDialog(page).getByText('Reconnecting...').isVisible(), { timeout: 10_000 }).toBe(false);
    const live = 'Priya again: calling you now.';
    await agentSays(store, conversation.id, live);
    await expect.poll(() => messageText(page, live).count(), { timeout: 10_000 }).toBe(1);
    expect(await messageText(page, missed).count()).toBe(1);
  });

  it('opens from the Support item on a phone, fills the screen, keeps the input visible at 16 px or more, and never scrolls sideways', async () => {
    const { page } = await store.open('phone', '/');
    const support = page
      .getByRole('navigation', { name: 'Quick navigation' })
      .getByRole('button', { name: CHAT_NAMES.mobileOpen, exact: true });
    await support.waitFor({ state: 'visible' });
    expect(await page.getByRole('button', { name: CHAT_NAMES.open, exact: true }).isVisible()).toBe(false);
    const dialog = await openChat(page);
    expect(await support.isVisible(), 'Support is hidden while the chat is open').toBe(false);
    const viewport = VIEWPORTS.phone;
    const panel = await dialog.boundingBox();
    expect(panel).not.toBeNull();
    expect(panel!.x).toBeLessThanOrEqual(1);
    expect(panel!.y).toBeLessThanOrEqual(1);
    expect(panel!.width).toBeGreaterThanOrEqual(viewport.width - 1);
    expect(panel!.height).toBeGreaterThanOrEqual(viewport.height - 1);

    const input = messageInput(page);
    const inputBox = await input.boundingBox();
    expect(inputBox).not.toBeNull();
    expect(inputBox!.y).toBeGreaterThanOrEqual(0);
    expect(inputBox!.y + inputBox!.height).toBeLessThanOrEqual(viewport.height);
    const fontSize = await input.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(fontSize).toBeGreaterThanOrEqual(16);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    const text = 'Sending from a phone (layout test)';
    await sendText(page, text);
    await expect.poll(() => messageText(page, text).count()).toBe(1);
    expect(await sideOf(page, messageText(page, text))).toBe('right');
    const after = await input.boundingBox();
    expect(after!.y + after!.height).toBeLessThanOrEqual(viewport.height);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    const send = dialog.getByRole('button', { name: CHAT_NAMES.send, exact: true });
    const sendBox = await send.boundingBox();
    expect(sendBox!.x + sendBox!.width).toBeLessThanOrEqual(viewport.width);
  });
});
