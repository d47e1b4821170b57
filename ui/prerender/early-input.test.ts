// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyInput, type EarlyInput } from './early-input';

/** Marks `element` as React marks a node it has hydrated. */
const hydrate = (element: Element): void => {
  Object.assign(element, { __reactProps$test: {} });
};

let early: EarlyInput | undefined;
let inputs = 0;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
  document.body.innerHTML = '';
  inputs = 0;
  early = holdEarlyInput(window, () => (inputs += 1));
});

afterEach(() => {
  early?.stop();
  vi.useRealTimers();
});

/** A text field whose value a page's state follows through `input` events, past a value record like React's. */
function textField(): { readonly field: HTMLInputElement; readonly changes: string[] } {
  const field = document.createElement('input');
  field.type = 'search';
  document.body.append(field);
  const changes: string[] = [];
  let recorded = '';
  const native = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
  Object.defineProperty(field, 'value', {
    configurable: true,
    get: () => native?.get?.call(field) as string,
    set: (value: string) => {
      recorded = value;
      native?.set?.call(field, value);
    },
  });
  field.addEventListener('input', () => {
    if (!isHydrated(field) || field.value === recorded) return;
    recorded = field.value;
    changes.push(field.value);
  });
  return { field, changes };
}

const isHydrated = (element: Element): boolean => '__reactProps$test' in element;

/** Types `text` as a browser does: the value set past the element's own setter, then `input`. */
function type(field: HTMLInputElement, text: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('what a shopper does before the page is hydrated', () => {
  it('tells the page what was typed once the field is hydrated, not before', async () => {
    const { field, changes } = textField();
    type(field, 'qwzx');
    expect(inputs).toBe(1);
    early?.replay();
    await vi.advanceTimersByTimeAsync(50);
    expect(changes, 'the field is not hydrated yet').toEqual([]);
    hydrate(field);
    await vi.advanceTimersByTimeAsync(20);
    expect(changes).toEqual(['qwzx']);
    expect(field.value).toBe('qwzx');
  });

  it('tells the page the option chosen in a list', async () => {
    const list = document.createElement('select');
    list.innerHTML = '<option value="popularity">Popularity</option><option value="price_per_kg">Price per kg</option>';
    document.body.append(list);
    list.value = 'price_per_kg';
    list.dispatchEvent(new Event('change', { bubbles: true }));
    list.value = 'popularity';
    const chosen: string[] = [];
    list.addEventListener('change', () => chosen.push(list.value));
    hydrate(list);
    early?.replay();
    await vi.advanceTimersByTimeAsync(0);
    expect(chosen).toEqual(['price_per_kg']);
  });

  it('holds a tick on a checkbox (undone until the page handles it), then makes it, after the fields', async () => {
    const { field, changes } = textField();
    const box = document.createElement('input');
    box.type = 'checkbox';
    document.body.append(box);
    const order: string[] = [];
    type(field, '122001');
    box.click();
    expect(box.checked, 'the tick is undone until the page can handle it').toBe(false);
    box.addEventListener('click', () => order.push(`tick after ${changes.join()}`));
    hydrate(field);
    hydrate(box);
    early?.replay();
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['tick after 122001']);
    expect(box.checked).toBe(true);
  });

  it('gives up waiting for hydration after 3 s and tells the page anyway', async () => {
    const { field } = textField();
    const told: string[] = [];
    field.addEventListener('input', () => told.push(field.value));
    type(field, 'atta');
    told.length = 0;
    early?.replay();
    await vi.advanceTimersByTimeAsync(2900);
    expect(told).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(told).toEqual(['atta']);
  });

  it('keeps what is typed after the page starts hydrating, until the field is told', async () => {
    const { field, changes } = textField();
    type(field, 'qwzx pl');
    early?.replay();
    type(field, 'qwzx plm');
    hydrate(field);
    await vi.advanceTimersByTimeAsync(20);
    expect(changes).toEqual(['qwzx plm']);
  });

  it('holds a submission (Enter in a search box) and makes it once hydrated, after the field is told', async () => {
    const form = document.createElement('form');
    const { field, changes } = textField();
    form.append(field);
    document.body.append(form);
    const submitted: string[] = [];
    type(field, 'ghee');
    const enter = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(enter);
    expect(enter.defaultPrevented, 'the browser does not submit the form itself').toBe(true);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted.push(changes.join());
    });
    hydrate(field);
    hydrate(form);
    early?.replay();
    await vi.advanceTimersByTimeAsync(0);
    expect(submitted).toEqual(['ghee']);
  });

  it('holds nothing once stopped', () => {
    early?.stop();
    const box = document.createElement('input');
    box.type = 'checkbox';
    document.body.append(box);
    box.click();
    expect(box.checked).toBe(true);
    expect(inputs).toBe(0);
  });
});
