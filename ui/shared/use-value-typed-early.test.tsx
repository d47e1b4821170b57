// @vitest-environment jsdom
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useValueTypedEarly } from './use-value-typed-early';

/**
 * A key pressed while React hydrates: the field is hydrated (React has read its value) but the hydration is not yet
 * committed. Rendered after the field, so React has completed the field when this renders.
 */
function KeyWhileHydrating({ text }: { readonly text: string | null }) {
  const field = text === null ? null : document.querySelector('input');
  if (field !== null && field.value !== text)
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, text);
  return null;
}

/** A search box whose text is the page's state, and a counter that renders it again. */
function SearchField({
  told,
  typedWhileHydrating = null,
}: {
  readonly told: string[];
  readonly typedWhileHydrating?: string | null;
}) {
  const [query, setQuery] = useState('');
  const [renders, setRenders] = useState(0);
  const ref = useValueTypedEarly<HTMLInputElement>(query, (typed) => {
    told.push(typed);
    setQuery(typed);
  });
  return (
    <>
      <input ref={ref} aria-label="Search" value={query} onChange={(event) => setQuery(event.target.value)} />
      <KeyWhileHydrating text={renders === 0 ? typedWhileHydrating : null} />
      <output>{query}</output>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        again {renders}
      </button>
    </>
  );
}

/** A sort select whose choice is the page's state. */
function SortField() {
  const [order, setOrder] = useState('popularity');
  const ref = useValueTypedEarly<HTMLSelectElement>(order, setOrder);
  return (
    <>
      <select ref={ref} aria-label="Sort by" value={order} onChange={(event) => setOrder(event.target.value)}>
        <option value="popularity">Popularity</option>
        <option value="price_per_kg">Price per kg</option>
      </select>
      <output>{order}</output>
    </>
  );
}

let root: Root | undefined;

beforeAll(() => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The prerendered page of `element`, in the document as the server sent it. */
function prerendered(element: React.ReactElement): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  return container;
}

/** Types `text` as a browser does before the page's code is there: nothing listens yet. */
function typeBeforeCode(field: HTMLInputElement | HTMLSelectElement, text: string): void {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Types one more character once the page is hydrated, as a browser does: past React's record, then `input`. */
function typeAfterHydration(field: HTMLInputElement, text: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('useValueTypedEarly: what is typed on a prerendered page before its code is there', () => {
  it('goes into the state at hydration, and a later render does not put the state back over it', () => {
    const told: string[] = [];
    const container = prerendered(<SearchField told={[]} />);
    const field = container.querySelector('input')!;
    typeBeforeCode(field, 'qwzx');
    act(() => {
      root = hydrateRoot(container, <SearchField told={told} />);
    });
    expect(told).toEqual(['qwzx']);
    expect(container.querySelector('output')!.textContent).toBe('qwzx');
    act(() => container.querySelector('button')!.click());
    expect(field.value).toBe('qwzx');
  });

  it('counts a keystroke after hydration as a change even when it brings the field back to what React first read', () => {
    const container = prerendered(<SearchField told={[]} typedWhileHydrating={null} />);
    const field = container.querySelector('input')!;
    typeBeforeCode(field, 'g');
    act(() => {
      root = hydrateRoot(container, <SearchField told={[]} typedWhileHydrating="gh" />);
    });
    expect(container.querySelector('output')!.textContent, 'the letter typed while hydrating is kept').toBe('gh');
    act(() => typeAfterHydration(field, 'g'));
    expect(container.querySelector('output')!.textContent, 'the backspace reaches the state').toBe('g');
    act(() => container.querySelector('button')!.click());
    expect(field.value).toBe('g');
  });

  it('keeps an option chosen early in a select', () => {
    const container = prerendered(<SortField />);
    const select = container.querySelector('select')!;
    select.value = 'price_per_kg';
    act(() => {
      root = hydrateRoot(container, <SortField />);
    });
    expect(container.querySelector('output')!.textContent).toBe('price_per_kg');
    expect(select.value).toBe('price_per_kg');
  });

  it('calls nothing when the field holds what the page rendered', () => {
    const told: string[] = [];
    const container = prerendered(<SearchField told={[]} />);
    act(() => {
      root = hydrateRoot(container, <SearchField told={told} />);
    });
    expect(told).toEqual([]);
  });
});
