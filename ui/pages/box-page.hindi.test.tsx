// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../testing/render-app';
import { TEST_CATALOG } from '../testing/catalog.fixture';
import { catalogResponder } from '../testing/page-fixtures';
import { settle } from '../testing/page-test-helpers';
import { englishLeft } from '../testing/english-left';
import { preloadPages } from './lazy-pages';

beforeAll(() => preloadPages());
afterEach(cleanup);

/** Words of the box page's English that a Hindi shopper must not meet. */
const ENGLISH =
  /\b(Customize|Add to box|in your box|Your box|picked|Slot|empty|Box total|Add box to cart|Pick|more to add|Remove|Choose your items|on its way|Go to your cart|Box not found|could not load|kg)\b/;

const CHOICES = TEST_CATALOG.productsInCategory('customize-box');
const main = () => within(screen.getByRole('main'));
const addButtons = () => main().getAllByRole('button', { name: /^बॉक्स में डालें: / });

const open = (path: string, respond = catalogResponder()) => {
  const app = renderApp({ path, respond });
  settle(app);
  return app;
};

describe('the box page in the Hindi store', () => {
  it('titles the box, its intro, slots, progress and choices in Hindi', () => {
    open('/atta-box');
    expect(main().getByRole('heading', { level: 1 }).textContent).toBe('अपना आटा बॉक्स बनाएँ');
    expect(document.title).toContain('अपना आटा बॉक्स बनाएँ');
    expect(main().getByText(/^अपने परिवार की पसंद के चार ताज़ा पिसे आटे चुनें।/)).toBeTruthy();
    expect(main().getByRole('heading', { name: 'आपका बॉक्स' })).toBeTruthy();
    expect(main().getByRole('heading', { name: 'अपना सामान चुनें' })).toBeTruthy();
    expect(main().getByText('4 में से 0 चुने')).toBeTruthy();
    expect(main().getAllByText(/^जगह \d: खाली$/)).toHaveLength(4);
    expect(main().getByRole('progressbar', { name: 'बॉक्स कितना भरा' })).toBeTruthy();
    expect(addButtons()).toHaveLength(CHOICES.length);
    expect(addButtons()[0]?.textContent).toBe('बॉक्स में डालें');
    expect((main().getByRole('button', { name: 'बॉक्स कार्ट में डालने के लिए 4 और चुनें' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByRole('main').textContent).not.toMatch(ENGLISH);
    expect(englishLeft(screen.getByRole('main'))).toEqual([]);
  });

  it('fills the box, shows the picks with Hindi packs, and says in Hindi that the box goes to the cart', () => {
    open('/atta-box');
    for (const index of [0, 1, 2, 0]) act(() => fireEvent.click(addButtons()[index]!));
    expect(main().getByText('4 में से 4 चुने')).toBeTruthy();
    const remove = main().getAllByRole('button', { name: /^.+ \(.+\) बॉक्स से हटाएँ$/ });
    expect(remove).toHaveLength(4);
    expect(remove[0]?.textContent).toBe('हटाएँ');
    expect(remove[0]?.getAttribute('aria-label')).toMatch(/(किलो|ग्राम)\) बॉक्स से हटाएँ$/);
    const summary = within(main().getByRole('region', { name: 'आपका बॉक्स' }));
    expect(summary.getByText('बॉक्स का कुल')).toBeTruthy();
    expect(summary.getAllByRole('listitem')[0]?.textContent).toMatch(/किलो|ग्राम/);
    const card = addButtons()[0]?.closest('article') as HTMLElement;
    expect(card.textContent).toContain('आपके बॉक्स में 2');
    expect(screen.getByRole('main').textContent).not.toMatch(ENGLISH);

    act(() => fireEvent.click(main().getByRole('button', { name: 'बॉक्स कार्ट में डालें' })));
    const status = within(main().getByRole('status'));
    expect(status.getByText(/आपका बॉक्स कार्ट में डाला जा रहा है।/)).toBeTruthy();
    expect(status.getByRole('link', { name: 'अपने कार्ट पर जाएँ' }).getAttribute('href')).toBe('/hi/cart');
  });

  it('names each known box in Hindi', () => {
    open('/gift-box');
    expect(main().getByRole('heading', { level: 1 }).textContent).toBe('अपना गिफ़्ट बॉक्स बनाएँ');
    cleanup();
    open('/oil-box');
    expect(main().getByRole('heading', { level: 1 }).textContent).toBe('अपना कोल्ड-प्रेस्ड तेल बॉक्स बनाएँ');
    expect(main().getByText('हफ़्ते भर बदल-बदलकर इस्तेमाल करने के लिए तीन कोल्ड-प्रेस्ड तेल चुनें।')).toBeTruthy();
  });

  it('says in Hindi when there is no such box', () => {
    open('/random-box');
    expect(main().getByRole('heading', { level: 1 }).textContent).toBe('यह बॉक्स नहीं मिला');
    expect(main().getByText(/नाम का कोई बॉक्स नहीं है। इनमें से कोई देखें, या जो चाहिए उसे खोजें।$/)).toBeTruthy();
    expect(screen.getByRole('main').textContent).not.toMatch(ENGLISH);
  });

  it('says in Hindi when the choices could not load, and offers to try again', () => {
    open(
      '/atta-box',
      catalogResponder({
        override: (_, url) =>
          url.pathname === '/store/products' ? { status: 500, body: { message: 'down' } } : undefined,
      }),
    );
    const alert = within(main().getByRole('alert'));
    expect(alert.getByText('इस बॉक्स के लिए सामान लोड नहीं हो सका।')).toBeTruthy();
    expect(alert.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeTruthy();
  });
});
