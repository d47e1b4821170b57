// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SEARCH_DEBOUNCE_MS, type SearchSuggestion } from '../../core/search/search.model';
import { cssRule } from '../testing/css-rules';
import { renderComponent, type RenderOnTestCoreOptions } from '../testing/render-component';
import { scriptedRuntime } from '../../harness/fakes/load-now';
import { SEARCH_PLACEHOLDER, SearchBox } from './search-box';
import { SEARCH_LIST_MAX_HEIGHT_PX } from './search-popup';
import { POPULAR_SEARCHES } from '../shared/store-links';

afterEach(cleanup);

const GHEE: readonly SearchSuggestion[] = [
  { id: 'prod_1', title: 'A2 Desi Cow Ghee', handle: 'a2-desi-cow-ghee' },
  { id: 'prod_2', title: 'A2 Gir Cow Ghee', handle: 'a2-gir-cow-ghee' },
  { id: 'prod_3', title: 'Desi Cow Ghee', handle: 'desi-cow-ghee' },
];

function setup(path = '/', options: Omit<RenderOnTestCoreOptions, 'path'> = {}) {
  const rendered = renderComponent(
    <>
      <SearchBox />
      <p>Outside</p>
    </>,
    { path, ...options },
  );
  const input = screen.getByPlaceholderText(SEARCH_PLACEHOLDER);
  const type = (value: string) => act(() => fireEvent.change(input, { target: { value } }));
  const answer = (query: string, suggestions: readonly SearchSuggestion[]) =>
    act(() => rendered.store.dispatch({ type: 'search/suggestionsLoaded', payload: { query, suggestions } }));
  const key = (k: string) => act(() => fireEvent.keyDown(input, { key: k }));
  const selected = () =>
    screen
      .getAllByRole('option')
      .map((option, index) => (option.getAttribute('aria-selected') === 'true' ? index : -1))
      .filter((index) => index >= 0);
  return { ...rendered, input, type, answer, key, selected };
}

/** Types a query and shows the core's answer for it; waits for the lazily loaded list. */
async function withSuggestions(path = '/') {
  const box = setup(path);
  box.type('ghee');
  box.answer('ghee', GHEE);
  await screen.findByRole('listbox');
  return box;
}

describe('SearchBox', () => {
  it('keeps every character typed before the core runtime has loaded, and the core reads them all when it arrives', () => {
    const runtime = scriptedRuntime(['holds']);
    const { input, type, store, location } = setup('/', { load: runtime.load, start: true });
    for (const text of ['a', 'at', 'att', 'atta']) type(text);
    expect(input).toHaveProperty('value', 'atta');
    expect(store.getState().search.query).toBe('');

    act(() => void runtime.arrive());
    expect(store.getState().search.query).toBe('atta');
    expect(input).toHaveProperty('value', 'atta');

    act(() => fireEvent.submit(input.closest('form') as HTMLFormElement));
    expect(location.history.at(-1)).toBe('/search?q=atta');
  });

  it('submits what is typed while the core runtime is still loading', () => {
    const runtime = scriptedRuntime(['holds']);
    const { type, input, location } = setup('/', { load: runtime.load, start: true });
    type('ghee');
    act(() => fireEvent.submit(input.closest('form') as HTMLFormElement));
    expect(location.history.at(-1)).toBe('/search?q=ghee');
  });

  it('shows a query set elsewhere (the other search box) once the core has it', () => {
    const { input, store } = setup();
    act(() => store.dispatch({ type: 'search/queryChangeRequested', payload: { query: 'besan' } }));
    expect(input).toHaveProperty('value', 'besan');
  });

  it('is a collapsed combobox with the placeholder, controlling a listbox', () => {
    const { input } = setup();
    expect(input.getAttribute('role')).toBe('combobox');
    expect(screen.getByRole('combobox', { name: 'Search products' })).toBe(input);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-controls')).toBeTruthy();
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('shows the list when the empty box is clicked (popular searches)', async () => {
    const { input } = setup();
    act(() => fireEvent.click(input));
    const list = await screen.findByRole('listbox', { name: 'Popular searches' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(list.id);
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(POPULAR_SEARCHES.map((s) => s.label));
  });

  it('does not open the list on focus alone', async () => {
    const { input } = setup();
    act(() => input.focus());
    await act(async () => {});
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('sends what is typed to the core as search/queryChangeRequested, as typed (the core trims and defers)', () => {
    const { type, store, input } = setup();
    type(' ghee ');
    const changes = store.log().filter((entry) => entry.event.type === 'search/queryChangeRequested');
    expect(changes.map((entry) => [entry.event, entry.source])).toEqual([
      [{ type: 'search/queryChangeRequested', payload: { query: ' ghee ' } }, 'ui'],
    ]);
    expect((input as HTMLInputElement).value).toBe(' ghee ');
  });

  it('shows the suggestions that answer the trimmed text, as options of the listbox', async () => {
    const { type, answer, input } = setup();
    type(' ghee ');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    answer('ghee', GHEE);
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(GHEE.map((s) => s.title));
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option').every((o) => o.getAttribute('aria-selected') === 'false')).toBe(true);
  });

  it('never shows suggestions for older text: the list waits for the answer to what is in the box', async () => {
    const { type, answer } = await withSuggestions();
    type('ghee a2');
    expect(screen.queryByRole('listbox')).toBeNull();
    answer('ghee', GHEE.slice(0, 1));
    expect(screen.queryByRole('listbox')).toBeNull();
    answer('ghee a2', GHEE.slice(0, 2));
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });

  it('says so when nothing matches', async () => {
    const { type, answer, input } = setup();
    type('pizza');
    answer('pizza', []);
    expect((await screen.findByRole('status')).textContent).toContain('No products match “pizza”');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('moves the highlight with Arrow Down and Up, wrapping around both ends', async () => {
    const { key, selected, input } = await withSuggestions();
    key('ArrowDown');
    expect(selected()).toEqual([0]);
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0]?.id);
    key('ArrowDown');
    key('ArrowDown');
    expect(selected()).toEqual([2]);
    key('ArrowDown');
    expect(selected()).toEqual([0]);
    key('ArrowUp');
    expect(selected()).toEqual([2]);
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[2]?.id);
  });

  it('starts at the last suggestion on Arrow Up', async () => {
    const { key, selected } = await withSuggestions();
    key('ArrowUp');
    expect(selected()).toEqual([2]);
  });

  it('opens the highlighted product on Enter and hides the list', async () => {
    const { key, location, input } = await withSuggestions();
    key('ArrowDown');
    key('ArrowDown');
    key('Enter');
    expect(location.history.at(-1)).toBe('/product/a2-gir-cow-ghee');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
  });

  it('on Enter with nothing highlighted (the form is submitted) opens the results for the trimmed text and hides the list', async () => {
    const { key, location, input, type } = await withSuggestions();
    type('  desi ghee ');
    key('Enter');
    act(() => fireEvent.submit((input as HTMLInputElement).form!));
    expect(location.history.at(-1)).toBe('/search?q=desi+ghee');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('a highlighted suggestion wins over the form: Enter opens it and nothing is submitted', async () => {
    const { key, location, input } = await withSuggestions();
    key('ArrowDown');
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    act(() => {
      input.dispatchEvent(enter);
    });
    expect(enter.defaultPrevented).toBe(true);
    expect(location.history).toEqual(['/', '/product/a2-desi-cow-ghee']);
  });

  it('submitting blank text goes nowhere', () => {
    const { input, type, location } = setup();
    type('   ');
    act(() => fireEvent.submit((input as HTMLInputElement).form!));
    expect(location.history).toEqual(['/']);
  });

  it('is a search form for /search?q= (the phone keyboard shows Search and submits it)', () => {
    const { input } = setup();
    expect((input as HTMLInputElement).form?.getAttribute('action')).toBe('/search');
    expect(input.getAttribute('name')).toBe('q');
    expect(input.getAttribute('enterkeyhint')).toBe('search');
  });

  it('opens a product when its suggestion is clicked', async () => {
    const { location } = await withSuggestions();
    act(() => fireEvent.click(screen.getByRole('option', { name: 'Desi Cow Ghee' })));
    expect(location.history.at(-1)).toBe('/product/desi-cow-ghee');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('closes the list on a click outside, and reopens it on a click in the box', async () => {
    const { input } = await withSuggestions();
    act(() => fireEvent.mouseDown(screen.getByRole('listbox')));
    expect(screen.getByRole('listbox')).toBeTruthy();
    act(() => fireEvent.mouseDown(screen.getByText('Outside')));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    act(() => fireEvent.click(input));
    expect(screen.getAllByRole('option')).toHaveLength(GHEE.length);
  });

  it('closes the list on Escape', async () => {
    const { key } = await withSuggestions();
    key('Escape');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('keeps the list at most 300 px tall', async () => {
    await withSuggestions();
    expect(SEARCH_LIST_MAX_HEIGHT_PX).toBe(300);
    expect(parseFloat(screen.getByRole('listbox').style.maxHeight)).toBeLessThanOrEqual(300);
    const list = cssRule('catalog/search.css', '.search-popup');
    expect(list['max-height']).toBe('300px');
    expect(list['overflow-y']).toBe('auto');
  });

  it('forgets the highlight when a new answer replaces the list', async () => {
    const { key, selected, type, answer } = await withSuggestions();
    key('ArrowDown');
    key('ArrowDown');
    type('ghee cow');
    answer('ghee cow', GHEE);
    expect(selected()).toEqual([]);
  });
});

describe('SearchBox with the core answering over (fake) HTTP', () => {
  const searches = (core: ReturnType<typeof setup>) =>
    core.fakes.http.requests().filter((request) => request.url.endsWith('/product_search/autosuggest'));
  const advance = (core: ReturnType<typeof setup>, ms: number) => act(() => core.fakes.clock.advance(ms));

  it('sends one trimmed request once typing pauses, not one per keystroke', async () => {
    const box = setup();
    for (const text of [' g', ' gh', ' ghe', ' ghee', ' ghee ']) {
      box.type(text);
      advance(box, SEARCH_DEBOUNCE_MS - 1);
    }
    expect(searches(box)).toHaveLength(0);
    advance(box, 1);
    expect(searches(box).map((request) => request.body)).toEqual([{ query: 'ghee', start: 0, rows: 20 }]);
    act(() => box.fakes.http.claimNext()?.respond({ status: 200, body: { suggestions: GHEE } }));
    advance(box, 0);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(GHEE.map((s) => s.title));
  });

  it('sends nothing for blank text', () => {
    const box = setup();
    box.type('   ');
    advance(box, SEARCH_DEBOUNCE_MS * 4);
    expect(searches(box)).toHaveLength(0);
  });

  it('never lets a slow answer to older text replace the newer one', async () => {
    const box = setup();
    box.type('at');
    advance(box, SEARCH_DEBOUNCE_MS);
    const older = box.fakes.http.claimNext();
    box.type('atta');
    advance(box, SEARCH_DEBOUNCE_MS);
    const newer = box.fakes.http.claimNext();
    expect([older?.request.body, newer?.request.body]).toEqual([
      { query: 'at', start: 0, rows: 20 },
      { query: 'atta', start: 0, rows: 20 },
    ]);
    act(() =>
      newer?.respond({ status: 200, body: { suggestions: [{ id: 'p1', title: 'Ragi Atta', handle: 'ragi-atta' }] } }),
    );
    advance(box, 0);
    await screen.findByRole('option', { name: 'Ragi Atta' });
    act(() =>
      older?.respond({ status: 200, body: { suggestions: [{ id: 'p2', title: 'Attar', handle: 'attar' }] } }, 50),
    );
    advance(box, 100);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Ragi Atta']);
  });

  it('ignores a failed search silently', () => {
    const box = setup();
    box.type('ghee');
    advance(box, SEARCH_DEBOUNCE_MS);
    act(() => box.fakes.http.claimNext()?.respond({ status: 500, body: { message: 'search is down' } }));
    advance(box, 0);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(box.store.getState().snackbar.show).toBe(false);
    expect(box.input.getAttribute('aria-expanded')).toBe('false');
  });
});
