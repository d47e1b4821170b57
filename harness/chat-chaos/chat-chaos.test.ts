import fc from 'fast-check';
import { messagesOf } from '../../core/chat/message-list';
import { describe, expect, it } from 'vitest';
import { TEMP_MESSAGE_PREFIX } from '../../core/chat/chat.model';
import { op, play } from './chat-chaos';

const RUNS = 1000;

describe('the chat under chaos (issue 15): real epics, fake ports, a fake chat server', () => {
  it(`ends with the server's list, no id twice, nothing pending, no send lost and send enabled, over ${RUNS} random sessions`, () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(op, { minLength: 4, maxLength: 15 }), (seed, ops) => {
        const { page, server, busyWithNothingInFlight } = play(seed, ops);
        const { chat } = page.store.getState();
        const ids = messagesOf(chat.messages).map((message) => message.id);
        const context = `server seed ${seed}`;
        expect(new Set(ids).size, `${context}: an id twice`).toBe(ids.length);
        expect(
          ids.filter((id) => id.startsWith(TEMP_MESSAGE_PREFIX)),
          `${context}: pending left`,
        ).toEqual([]);
        expect(ids, `${context}: the list differs from the server's`).toEqual(
          server.messages(chat.conversation?.id ?? null).map((message) => message.id),
        );
        expect(busyWithNothingInFlight, `${context}: send disabled with nothing in flight`).toEqual([]);
        expect(page.lostSends, `${context}: a send neither stored nor given back`).toEqual([]);
        expect([...page.unsettled], `${context}: a send never settled`).toEqual([]);
        expect(chat.isSendingMessage || chat.isUploadingAudio, context).toBe(false);
      }),
      { numRuns: RUNS },
    );
  }, 120_000);
});
