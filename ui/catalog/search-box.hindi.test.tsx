// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderComponent } from '../testing/render-component';
import { englishLeft } from '../testing/english-left';
import { SearchBox } from './search-box';

afterEach(cleanup);

function setup() {
  const rendered = renderComponent(<SearchBox />);
  const input = screen.getByRole('combobox', { name: 'सामान खोजें' });
  const type = (value: string) => act(() => fireEvent.change(input, { target: { value } }));
  const answer = (query: string, titles: readonly string[]) =>
    act(() =>
      rendered.store.dispatch({
        type: 'search/suggestionsLoaded',
        payload: {
          query,
          suggestions: titles.map((title, index) => ({ id: `p${index}`, title, handle: `p-${index}` })),
        },
      }),
    );
  return { ...rendered, input, type, answer };
}

describe('the search box in the Hindi store', () => {
  it('asks in Hindi and names its lists in Hindi', async () => {
    const { input, type, answer } = setup();
    expect(input.getAttribute('placeholder')).toBe('चक्की आटा खोजकर देखें');
    act(() => fireEvent.click(input));
    const popular = await screen.findByRole('listbox', { name: 'लोकप्रिय खोजें' });
    const names = [...popular.querySelectorAll('[role="option"]')].map((option) => option.textContent ?? '');
    expect(names.slice(0, 2)).toEqual(['चक्की आटा', 'शरबती आटा']);
    expect(names.every((name) => /[\u0900-\u097F]/.test(name))).toBe(true);
    type('ghee');
    answer('ghee', ['Desi Cow Ghee']);
    expect(await screen.findByRole('listbox', { name: 'सुझाव' })).toBeTruthy();
    expect(englishLeft(screen.getByRole('search'))).toEqual([]);
  });

  it('says in Hindi when nothing matches', async () => {
    const { type, answer } = setup();
    type('pizza');
    answer('pizza', []);
    expect((await screen.findByRole('status')).textContent).toBe('“pizza” से कोई सामान नहीं मिला');
  });
});
