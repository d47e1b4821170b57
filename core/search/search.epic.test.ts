import type { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { runEpicMarbles, type EpicMarbles, type MarbleHelpers } from '../../harness/fakes/epic-marbles';
import type { CommerceResult } from '../commerce/commerce.port';
import type { Event } from '../events';
import { initialRootState, type RootState } from '../root.reducer';
import { searchEpic } from './search.epic';
import { SEARCH_DEBOUNCE_MS, type SearchSuggestion } from './search.model';

const ghee = [{ title: 'Desi Cow Ghee', handle: 'desi-cow-ghee' }] as unknown as readonly SearchSuggestion[];
const atta = [{ title: 'Chakki Atta', handle: 'chakki-atta' }] as unknown as readonly SearchSuggestion[];

const typed = (query: string): Event => ({ type: 'search/queryChangeRequested', payload: { query } });
const loadStarted = (query: string): Event => ({ type: 'search/suggestionsLoadStarted', payload: { query } });
const loaded = (query: string, suggestions: readonly SearchSuggestion[]): Event => ({
  type: 'search/suggestionsLoaded',
  payload: { query, suggestions },
});

/** Runs the search epic in virtual time; the commerce port answers a query with `answer(query)` and notes it. */
function run(
  setup: (helpers: MarbleHelpers) => Omit<EpicMarbles, 'deps' | 'state'> & {
    state?: RootState;
    answer?: (query: string) => Observable<CommerceResult<readonly SearchSuggestion[]>>;
  },
): string[] {
  const asked: string[] = [];
  runEpicMarbles(searchEpic, (helpers) => {
    const given = setup(helpers);
    const searchSuggestions = (query: string) => {
      asked.push(query);
      return given.answer!(query);
    };
    return { state: initialRootState, ...given, deps: { commerce: { searchSuggestions } } };
  });
  return asked;
}

const pause = `${SEARCH_DEBOUNCE_MS - 1}ms`;

describe('searchEpic', () => {
  it('asks for the trimmed query once typing has paused, and keeps the answer', () => {
    const asked = run(({ hot, cold }) => ({
      events: hot('a', { a: typed('  ghee ') }),
      answer: () => cold('--r|', { r: { ok: true, value: ghee } }),
      expected: `${SEARCH_DEBOUNCE_MS}ms s-r`,
      values: { s: loadStarted('ghee'), r: loaded('ghee', ghee) },
    }));
    expect(asked).toEqual(['ghee']);
  });

  it('debounces: keys typed closer together than the pause ask only for the last query', () => {
    const asked = run(({ hot, cold }) => ({
      events: hot(`a 100ms b 100ms c`, { a: typed('g'), b: typed('gh'), c: typed('ghee') }),
      answer: (query) => cold('-r|', { r: { ok: true, value: query === 'ghee' ? ghee : [] } }),
      expected: `- 100ms - 100ms ${SEARCH_DEBOUNCE_MS}ms sr`,
      values: { s: loadStarted('ghee'), r: loaded('ghee', ghee) },
    }));
    expect(asked).toEqual(['ghee']);
  });

  it('a newer query drops the answer to an older one still on its way (a stale answer never lands)', () => {
    const asked = run(({ hot, cold }) => ({
      events: hot(`a ${SEARCH_DEBOUNCE_MS + 10}ms b`, { a: typed('ghee'), b: typed('atta') }),
      answer: (query) =>
        query === 'ghee'
          ? cold('1s r|', { r: { ok: true, value: ghee } })
          : cold('-r|', { r: { ok: true, value: atta } }),
      expected: `${SEARCH_DEBOUNCE_MS}ms s ${SEARCH_DEBOUNCE_MS + 10}ms tr`,
      values: { s: loadStarted('ghee'), t: loadStarted('atta'), r: loaded('atta', atta) },
    }));
    expect(asked).toEqual(['ghee', 'atta']);
  });

  it('asks for nothing for a blank query or one already answered', () => {
    const answered: RootState = {
      ...initialRootState,
      search: { query: 'ghee', suggestions: ghee, suggestionsFor: 'ghee', pending: null },
    };
    const asked = run(({ hot }) => ({
      events: hot(`a ${pause} b ${pause} c`, { a: typed('   '), b: typed('ghee '), c: typed('') }),
      state: answered,
      expected: `- ${pause} - ${pause} - ${SEARCH_DEBOUNCE_MS}ms -`,
      values: {},
    }));
    expect(asked).toEqual([]);
  });

  it('asks again for a query whose answer failed, and a failure says only which query and status', () => {
    const failedBefore: RootState = {
      ...initialRootState,
      search: { query: 'ghee', suggestions: [], suggestionsFor: null, pending: null },
    };
    const asked = run(({ hot, cold }) => ({
      events: hot('a', { a: typed('ghee') }),
      state: failedBefore,
      answer: () => cold('-f|', { f: { ok: false, kind: 'failed', status: 503, message: '<html>down</html>' } }),
      expected: `${SEARCH_DEBOUNCE_MS}ms sf`,
      values: { s: loadStarted('ghee'), f: { type: 'search/failed', payload: { query: 'ghee', status: 503 } } },
    }));
    expect(asked).toEqual(['ghee']);
  });
});
