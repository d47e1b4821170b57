import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ConversationWithMessages } from '../local-backend/chat/chat.model';
import { CHAT_NAMES, chatDialog, conversations, conversationWith, openChat, sendText } from './chat-helpers';
import { escapeRegExp } from './store-steps';
import type { OpenOptions } from './storefront';
import { useStorefront } from './use-storefront';
import { VOICE_MESSAGES } from '../../core/messages/voice.messages';

const store = useStorefront();

async function open(options: OpenOptions = {}) {
  const session = await store.open('desktop', '/__local/clock', options);
  await session.context.addInitScript(watchMicrophone);
  await session.page.goto('/');
  return session;
}

declare global {
  interface Window {
    __microphoneStreams?: { stream: MediaStream; constraints: MediaStreamConstraints | undefined }[];
  }
}

/** Keeps every stream the page gets from getUserMedia, with the constraints it asked for. */
function watchMicrophone(): void {
  const devices = navigator.mediaDevices;
  const getUserMedia = devices.getUserMedia.bind(devices);
  window.__microphoneStreams = [];
  devices.getUserMedia = async (constraints) => {
    const stream = await getUserMedia(constraints);
    window.__microphoneStreams?.push({ stream, constraints });
    return stream;
  };
}

/** The microphone streams the page opened: how many of their tracks are still live, and what was asked. */
function microphoneStreams(page: Page) {
  return page.evaluate(() =>
    (window.__microphoneStreams ?? []).map(({ stream, constraints }) => ({
      liveTracks: stream.getTracks().filter((track) => track.readyState === 'live').length,
      audio: JSON.parse(JSON.stringify(constraints?.audio ?? null)) as unknown,
    })),
  );
}

const recordButton = (page: Page): Locator =>
  chatDialog(page).getByRole('button', { name: CHAT_NAMES.record, exact: true });
/** The button that ends a recording and opens the review. */
const stopButton = (page: Page): Locator => page.getByRole('button', { name: /^stop/i });
const permissionDialog = (page: Page): Locator =>
  page
    .getByRole('alertdialog', { name: CHAT_NAMES.permissionTitle })
    .or(page.getByRole('dialog', { name: CHAT_NAMES.permissionTitle }));

/** The audio messages the backend holds, across conversations. */
async function audioMessages(): Promise<ConversationWithMessages['messages'][number][]> {
  return (await conversations(store)).flatMap((conversation) =>
    conversation.messages.filter((message) => message.content_type === 'audio'),
  );
}

/** The state of the page's audio elements that play `src`. */
function audioState(page: Page, src: string) {
  return page.evaluate((url) => {
    const players = [...document.querySelectorAll('audio')].filter(
      (audio) => audio.currentSrc === url || audio.src === url,
    );
    return players.map((audio) => ({
      paused: audio.paused,
      currentTime: audio.currentTime,
      error: audio.error?.code ?? null,
    }));
  }, src);
}

describe('voice notes in Chromium', () => {
  it('records a voice note with the fake microphone, sends it, and plays the uploaded file back', async () => {
    const { page } = await open();
    const dialog = await openChat(page);
    const before = (await audioMessages()).length;

    await recordButton(page).click();
    await stopButton(page).waitFor({ state: 'visible' });
    await page.waitForTimeout(1_500);
    await stopButton(page).click();
    const send = page.getByRole('button', { name: CHAT_NAMES.reviewSend, exact: true });
    await send.waitFor({ state: 'visible' });
    expect(await page.getByRole('button', { name: CHAT_NAMES.reviewCancel, exact: true }).isVisible()).toBe(true);
    await send.click();

    await expect.poll(async () => (await audioMessages()).length, { timeout: 15_000 }).toBe(before + 1);
    const note = (await audioMessages())[before]!;
    expect(note.sender_type).toBe('customer');
    expect(note.content).toMatch(new RegExp(`^${escapeRegExp(store.url)}/uploads/files/.+\\.(webm|m4a|wav)$`));
    const file = await fetch(note.content);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^audio\//);
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(1_000);
    await expect.poll(() => send.isVisible(), { message: 'the recorder closes after sending' }).toBe(false);
    await expect
      .poll(() => dialog.locator('.chat-audio__time').last().textContent(), {
        message:
          "the note's recorded length shows before it is played, though Chromium reads its webm as Infinity (issue 22.12)",
      })
      .toMatch(/^0:00 \/ 0:0[1-4]$/);

    await dialog.getByRole('button', { name: /play/i }).last().click();
    await expect
      .poll(async () => (await audioState(page, note.content)).length, {
        message: 'the bubble plays the uploaded file',
      })
      .toBe(1);
    await expect
      .poll(
        async () => {
          const [player] = await audioState(page, note.content);
          return player !== undefined && !player.paused && player.currentTime > 0 && player.error === null;
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    expect(await dialog.getByText(VOICE_MESSAGES.playbackFailed).count()).toBe(0);
    expect(await dialog.getByText(VOICE_MESSAGES.sendFailed).count()).toBe(0);

    const streams = await microphoneStreams(page);
    expect(streams).toHaveLength(1);
    expect(streams[0]).toMatchObject({
      liveTracks: 0,
      audio: { echoCancellation: true, noiseSuppression: true, sampleRate: { ideal: 44100 } },
    });
  });

  it('shows and hides the transcript of a voice note that carries one', async () => {
    const { page } = await open();
    const dialog = await openChat(page);
    const opener = 'Sending a voice note from my other phone (transcript test)';
    await sendText(page, opener);
    const conversation = await conversationWith(store, opener);
    const customer = conversation.messages.find((message) => message.content === opener)!;

    const presigned = (await store.control('POST', '/api/v1/uploads/presign', {
      userId: customer.sender_id,
      convoId: conversation.id,
      kind: 'audio',
      ext: 'webm',
      contentType: 'audio/webm',
      expiresIn: 60,
    })) as { uploadUrl: string; url: string };
    const put = await fetch(presigned.uploadUrl, {
      method: 'PUT',
      headers: { 'content-type': 'audio/webm' },
      body: new Uint8Array(4_096),
    });
    expect(put.status).toBe(200);
    const transcript = 'Please add one kilo of chakki atta to my order';
    // Sent with the browser's cookies: the guest's conversation answers only the browser that started it.
    const sent = await page.context().request.post(`/api/v1/chats/${conversation.id}/messages`, {
      data: {
        content: presigned.url,
        senderId: customer.sender_id,
        contentType: 'audio',
        processWithAI: false,
        transcript,
      },
    });
    expect(sent.status()).toBe(200);

    const show = dialog.getByRole('button', { name: CHAT_NAMES.showTranscript, exact: true });
    await show.waitFor({ state: 'visible' });
    expect(await dialog.getByText(transcript).isVisible()).toBe(false);
    await show.click();
    await expect.poll(() => dialog.getByText(transcript).isVisible()).toBe(true);
    const hide = dialog.getByRole('button', { name: CHAT_NAMES.hideTranscript, exact: true });
    await hide.click();
    await expect.poll(() => dialog.getByText(transcript).isVisible()).toBe(false);
    expect(await show.isVisible()).toBe(true);
  });

  it('shows the microphone dialog when permission is denied; Close dismisses it and Try Again records once allowed', async () => {
    const { context, page } = await open({ microphone: 'denied' });
    await openChat(page);

    await recordButton(page).click();
    await permissionDialog(page).waitFor({ state: 'visible' });
    await permissionDialog(page).getByRole('button', { name: CHAT_NAMES.permissionClose, exact: true }).click();
    await expect.poll(() => permissionDialog(page).count()).toBe(0);
    expect(await stopButton(page).count()).toBe(0);
    expect(await recordButton(page).isEnabled()).toBe(true);

    await recordButton(page).click();
    await permissionDialog(page).waitFor({ state: 'visible' });
    await permissionDialog(page).getByRole('button', { name: CHAT_NAMES.tryAgain, exact: true }).click();
    await permissionDialog(page).waitFor({ state: 'visible' });
    expect(await stopButton(page).count()).toBe(0);

    await context.grantPermissions(['microphone'], { origin: store.url });
    await permissionDialog(page).getByRole('button', { name: CHAT_NAMES.tryAgain, exact: true }).click();
    await expect.poll(() => permissionDialog(page).count()).toBe(0);
    await stopButton(page).waitFor({ state: 'visible' });
    await page.waitForTimeout(500);
    await stopButton(page).click();
    await page.getByRole('button', { name: CHAT_NAMES.reviewCancel, exact: true }).click();
    await expect.poll(() => page.getByRole('button', { name: CHAT_NAMES.reviewSend, exact: true }).count()).toBe(0);
    const streams = await microphoneStreams(page);
    expect(streams.length).toBeGreaterThanOrEqual(1);
    expect(
      streams.every((stream) => stream.liveTracks === 0),
      'every microphone track is stopped',
    ).toBe(true);
  });
});
