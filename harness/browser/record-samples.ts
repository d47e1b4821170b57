import type { Page } from 'playwright-core';
import { launchChromium, VIEWPORTS } from './chromium';
import type { ConversationWithMessages } from '../local-backend/chat/chat.model';
import { staticSite } from '../local-backend/http/static-files';
import { startLocalBackend, type LocalBackend } from '../local-backend/local-backend';
import { FLOUR_SEEDS } from '../local-backend/catalog/seed-flours';
import { GHEE_SEEDS } from '../local-backend/catalog/seed-ghee-oils';
import { DIST, ensureUiBuild } from '../local-backend/ui-build';
import { recordSession, type RecordingDriver } from './recorder-driver';

/**
 * `npm run record:samples [names...]`: records the sample sessions of scenarios/recorded/ again by
 * driving the real app in Chromium against the local backend with the recorder's panel, each
 * from a fresh backend. Then `npm run scenarios -- --update-golden scenarios/recorded` writes
 * their golden traces.
 */
const FLOUR = FLOUR_SEEDS[0]!;
const GHEE = GHEE_SEEDS[0]!;

async function poll<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function conversationWith(
  backend: RecordingDriver['backend'],
  content: string,
): Promise<ConversationWithMessages> {
  return poll(`a conversation with '${content}'`, async () => {
    const answer = (await backend.control('GET', '/__local/chats')) as { conversations: ConversationWithMessages[] };
    return answer.conversations.find((conversation) =>
      conversation.messages.some((message) => message.content === content),
    );
  });
}

/** The conversation holding `content`, once a message not from the shopper follows it. */
async function answered(backend: RecordingDriver['backend'], content: string): Promise<ConversationWithMessages> {
  return poll(`a reply to '${content}'`, async () => {
    const conversation = await conversationWith(backend, content);
    const index = conversation.messages.findIndex((message) => message.content === content);
    return conversation.messages.slice(index + 1).some((message) => message.sender_type !== 'customer')
      ? conversation
      : undefined;
  });
}

/** Waits until the persisted cart holds at least `count` lines. */
async function cartLinesAtLeast(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    (wanted) => {
      const root = JSON.parse(localStorage.getItem('persist:root') ?? '{}') as { cart?: { cartItems?: unknown[] } };
      return (root.cart?.cartItems?.length ?? 0) >= wanted;
    },
    count,
    { timeout: 15_000 },
  );
}

const chat = (page: Page) => page.getByRole('dialog', { name: 'Support chat' });

async function openChat(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open chat', exact: true }).click();
  await chat(page).getByPlaceholder('Type your message...').waitFor();
}

async function sendText(page: Page, text: string): Promise<void> {
  await chat(page).getByPlaceholder('Type your message...').fill(text);
  await chat(page).getByRole('button', { name: 'Send message', exact: true }).click();
  await chat(page).getByText(text, { exact: true }).waitFor();
}

/** Opens the chat, sends `question` and waits for its answer; returns the conversation. */
async function askInChat(
  page: Page,
  backend: RecordingDriver['backend'],
  question: string,
): Promise<ConversationWithMessages> {
  await openChat(page);
  await sendText(page, question);
  return answered(backend, question);
}

async function addOnProductPage(page: Page): Promise<void> {
  await page
    .getByRole('main')
    .getByRole('button', { name: /^add to cart/i })
    .first()
    .click();
  await page.getByRole('link', { name: /view cart/i }).waitFor({ state: 'visible' });
}

const SAMPLES: Record<
  string,
  {
    readonly title: string;
    readonly path?: string;
    readonly before?: (page: Page) => Promise<void>;
    readonly act: (page: Page, driver: RecordingDriver) => Promise<void>;
  }
> = {
  'chat-agent-reply': {
    title: 'Chat answered by the assistant then by a live agent',
    path: '/cart',
    async act(page, { backend }) {
      const conversation = await askInChat(page, backend, 'When does my order arrive?');
      const answer = 'This is Priya from support: your order leaves the mill today.';
      await backend.control('POST', `/__local/chats/${conversation.id}/agent-message`, {
        content: answer,
        agentName: 'Priya',
      });
      await chat(page).getByText(answer, { exact: true }).waitFor();
    },
  },
  'chat-409-reset': {
    title: 'Chat completed by the agent answers 409 and resets',
    path: '/cart',
    async act(page, { backend }) {
      const conversation = await askInChat(page, backend, 'Is the A2 ghee fresh?');
      await chat(page).getByRole('button', { name: 'Close chat', exact: true }).click();
      await chat(page).waitFor({ state: 'hidden' });
      await backend.control('POST', `/__local/chats/${conversation.id}/complete`);
      await openChat(page);
      await chat(page).getByPlaceholder('Type your message...').fill('Hello again, are you there?');
      await chat(page).getByRole('button', { name: 'Send message', exact: true }).click();
      await chat(page).getByText('This chat was closed. Send a new message to start a fresh chat.').waitFor();
    },
  },
  'assistant-add-to-cart': {
    title: 'Assistant adds 2 kg atta to the cart',
    path: '/cart',
    async act(page, { backend }) {
      await askInChat(page, backend, 'add 2 kg atta');
      await cartLinesAtLeast(page, 1);
    },
  },
  'voice-note': {
    title: 'Voice note recorded uploaded and sent',
    path: '/cart',
    async act(page, { backend }) {
      await openChat(page);
      await chat(page).getByRole('button', { name: 'Record voice message', exact: true }).click();
      const stop = chat(page).getByRole('button', { name: 'Stop recording', exact: true });
      await stop.waitFor();
      await page.waitForTimeout(1_500);
      await stop.click();
      const send = page.getByRole('button', { name: 'Send', exact: true });
      await send.waitFor();
      await send.click();
      await poll('the voice note on the backend', async () => {
        const answer = (await backend.control('GET', '/__local/chats')) as {
          conversations: ConversationWithMessages[];
        };
        return answer.conversations.some((conversation) =>
          conversation.messages.some((message) => message.content_type === 'audio'),
        )
          ? true
          : undefined;
      });
      await send.waitFor({ state: 'hidden' });
    },
  },
  'cart-across-reload': {
    title: 'Cart restored after a reload gets a second product',
    path: `/product/${GHEE.handle}`,
    async before(page) {
      await page.goto(`/product/${FLOUR.handle}`);
      await addOnProductPage(page);
      await page.goto(`/product/${GHEE.handle}`);
    },
    async act(page) {
      await page.getByRole('link', { name: /view cart/i }).waitFor({ state: 'visible' });
      await addOnProductPage(page);
      await cartLinesAtLeast(page, 2);
    },
  },
  checkout: {
    title: 'Guest checkout with cash on delivery',
    path: '/cart',
    async before(page) {
      await page.goto(`/product/${FLOUR.handle}`);
      await addOnProductPage(page);
      await page.goto('/cart');
    },
    async act(page) {
      await page.getByRole('main').getByRole('link', { name: 'Checkout' }).click();
      await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
      await page.getByLabel('Mobile number').fill('9123456780');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByLabel('Full name').fill('Asha Verma');
      await page.getByLabel('Pin code').fill('122002');
      await poll('the city from the pin code', async () =>
        (await page.getByLabel('City').inputValue()) === 'Gurugram' ? true : undefined,
      );
      await page.getByLabel('Address line 1').fill('12 MG Road, DLF Phase 2');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('radio', { name: /Standard/ }).waitFor();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('radio', { name: /Cash on delivery/ }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('button', { name: 'Place order' }).click();
      await poll('the confirmation page', async () =>
        new URL(page.url()).pathname.startsWith('/order') ? true : undefined,
      );
      await page.locator('h1').first().waitFor();
    },
  },
};

async function main(names: readonly string[]): Promise<void> {
  const chosen = names.length ? names : Object.keys(SAMPLES);
  await ensureUiBuild();
  const browser = await launchChromium();
  try {
    for (const name of chosen) {
      const sample = SAMPLES[name];
      if (!sample) throw new Error(`no sample named ${name}; the samples are ${Object.keys(SAMPLES).join(', ')}`);
      const backend: LocalBackend = await startLocalBackend({
        port: 0,
        control: true,
        ui: staticSite(DIST),
        log: () => {},
      });
      try {
        const saved = await recordSession(browser, backend, {
          name: sample.title,
          viewport: VIEWPORTS.desktop,
          path: sample.path ?? '/',
          before: sample.before,
          act: sample.act,
        });
        console.log(`recorded ${saved}`);
      } finally {
        await backend.close();
      }
    }
  } finally {
    await browser.close();
  }
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
