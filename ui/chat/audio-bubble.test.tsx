// @vitest-environment jsdom
import { messageList } from '../../core/chat/message-list';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChatMessageMetadata } from '../../core/chat/chat.model';
import { chatMessage, installBrowserStubs, renderChatPanel, setUpChatTests } from '../testing/chat-test-env';

setUpChatTests({ stubs: false });

const PAGE_ORIGIN = window.location.origin;

async function renderAudio(content: string, metadata?: ChatMessageMetadata) {
  const message = chatMessage({ content_type: 'audio', content, ...(metadata ? { metadata } : {}) });
  renderChatPanel({ state: { chat: { messages: messageList([message]) } } });
  const row = (await screen.findByRole('button', { name: /^(Play|Pause) voice message$/ })).closest(
    '.chat-message',
  ) as HTMLElement;
  return { row, audio: row.querySelector('audio') };
}

function setMediaProperty(audio: HTMLAudioElement, name: 'duration' | 'currentTime', value: number) {
  Object.defineProperty(audio, name, { configurable: true, writable: true, value });
}

describe('Audio bubble', () => {
  it('plays from the message https URL and shows playing until paused', async () => {
    const { play } = installBrowserStubs();
    const { row, audio } = await renderAudio('https://cdn.example.in/voice/a.webm');
    expect(audio?.getAttribute('src')).toBe('https://cdn.example.in/voice/a.webm');
    fireEvent.click(within(row).getByRole('button', { name: 'Play voice message' }));
    expect(play).toHaveBeenCalledTimes(1);
    const pause = within(row).getByRole('button', { name: 'Pause voice message' });
    expect(row.querySelector('.chat-audio--playing')).not.toBeNull();
    fireEvent.click(pause);
    expect(within(row).getByRole('button', { name: 'Play voice message' })).toBeTruthy();
  });

  it('plays a same-origin upload URL (local mode)', async () => {
    installBrowserStubs();
    const { audio } = await renderAudio(`${PAGE_ORIGIN}/uploads/files/a.webm`);
    expect(audio?.getAttribute('src')).toBe(`${PAGE_ORIGIN}/uploads/files/a.webm`);
  });

  it.each(['javascript:alert(1)', 'http://evil.example/a.webm', 'data:audio/webm;base64,AAAA'])(
    'never uses %s as a source, and says playback failed',
    async (content) => {
      installBrowserStubs();
      const { row, audio } = await renderAudio(content);
      expect(audio).toBeNull();
      expect(within(row).getByText('Audio playback failed')).toBeTruthy();
      expect((within(row).getByRole('button', { name: 'Play voice message' }) as HTMLButtonElement).disabled).toBe(
        true,
      );
    },
  );

  it('shows Audio playback failed when the media errors', async () => {
    installBrowserStubs();
    const { row, audio } = await renderAudio('https://cdn.example.in/voice/broken.webm');
    expect(within(row).queryByText('Audio playback failed')).toBeNull();
    fireEvent.error(audio as HTMLAudioElement);
    expect(within(row).getByText('Audio playback failed')).toBeTruthy();
  });

  it('shows Audio playback failed when the browser refuses to play', async () => {
    installBrowserStubs({ playRejects: true });
    const { row } = await renderAudio('https://cdn.example.in/voice/a.webm');
    await act(async () => {
      fireEvent.click(within(row).getByRole('button', { name: 'Play voice message' }));
    });
    expect(within(row).getByText('Audio playback failed')).toBeTruthy();
  });

  it('copes with a recording whose duration reads as Infinity: elapsed time only, the total once known', async () => {
    installBrowserStubs();
    const { row, audio } = await renderAudio('https://cdn.example.in/voice/a.webm');
    const element = audio as HTMLAudioElement;
    setMediaProperty(element, 'duration', Number.POSITIVE_INFINITY);
    fireEvent.loadedMetadata(element);
    const time = () => row.querySelector('.chat-audio__time')?.textContent;
    expect(time()).toBe('0:00');
    setMediaProperty(element, 'currentTime', 3.4);
    fireEvent.timeUpdate(element);
    expect(time()).toBe('0:03');
    setMediaProperty(element, 'duration', 12.2);
    fireEvent.durationChange(element);
    expect(time()).toBe('0:03 / 0:12');
    expect(time()).not.toContain('Infinity');
  });

  it('shows the recorded length of a voice note the shopper sent, though its webm reports Infinity (issue 22.12)', async () => {
    installBrowserStubs();
    const url = `${PAGE_ORIGIN}/uploads/files/four-seconds.webm`;
    const other = `${PAGE_ORIGIN}/uploads/files/someone-else.webm`;
    const { store } = renderChatPanel({
      state: {
        chat: {
          messages: messageList([
            chatMessage({ id: 'msg_1', content_type: 'audio', content: url }),
            chatMessage({ id: 'msg_2', content_type: 'audio', content: other }),
          ]),
        },
        voice: {
          phase: 'sending',
          recording: { id: 'rec_1', mimeType: 'audio/webm', durationMs: 4200, size: 16000 },
        },
      },
    });
    await screen.findAllByRole('button', { name: 'Play voice message' });
    act(() => store.dispatch({ type: 'voice/uploaded', payload: { url } }));
    const audioOf = (src: string) => document.querySelector(`audio[src="${src}"]`) as HTMLAudioElement;
    const timeOf = (src: string) =>
      audioOf(src).closest('.chat-audio')?.querySelector('.chat-audio__time')?.textContent;
    for (const src of [url, other]) {
      setMediaProperty(audioOf(src), 'duration', Number.POSITIVE_INFINITY);
      fireEvent.loadedMetadata(audioOf(src));
    }
    expect(timeOf(url)).toBe('0:00 / 0:04');
    expect(timeOf(other)).toBe('0:00');
  });

  it('shows and hides the transcript', async () => {
    installBrowserStubs();
    const { row } = await renderAudio('https://cdn.example.in/voice/a.webm', {
      transcription: { transcript: 'Mujhe do kilo atta chahiye' },
    });
    const show = within(row).getByRole('button', { name: 'Show transcript' });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    expect(within(row).getByText('Mujhe do kilo atta chahiye').hidden).toBe(true);
    fireEvent.click(show);
    const hide = within(row).getByRole('button', { name: 'Hide transcript' });
    expect(hide.getAttribute('aria-expanded')).toBe('true');
    expect(within(row).getByText('Mujhe do kilo atta chahiye').hidden).toBe(false);
    fireEvent.click(hide);
    expect(within(row).getByRole('button', { name: 'Show transcript' })).toBeTruthy();
  });

  it('offers no transcript toggle when there is no transcript', async () => {
    installBrowserStubs();
    const { row } = await renderAudio('https://cdn.example.in/voice/a.webm');
    expect(within(row).queryByRole('button', { name: 'Show transcript' })).toBeNull();
  });
});
