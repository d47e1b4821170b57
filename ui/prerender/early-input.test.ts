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
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'Date'] });
  document.body.innerHTML = '';
  inputs = 0;
  early = holdEarlyInput(window, () => (inputs += 1));
});

afterEach(() => {
  early?.stop();
  vi.useRealTimers();
});

const isHydrated = (element: Element): boolean => '__reactProps$test' in element;

describe('what a shopper taps before the page is hydrated', () => {
  it('holds a tick on a checkbox (undone until the page handles it), then makes it once the box is hydrated', async () => {
    const box = document.createElement('input');
    box.type = 'checkbox';
    document.body.append(box);
    const ticks: boolean[] = [];
    box.click();
    expect(box.checked, 'the tick is undone until the page can handle it').toBe(false);
    expect(inputs).toBe(1);
    box.addEventListener('click', () => ticks.push(isHydrated(box)));
    early?.replay();
    await vi.advanceTimersByTimeAsync(50);
    expect(ticks, 'the box is not hydrated yet').toEqual([]);
    hydrate(box);
    await vi.advanceTimersByTimeAsync(40);
    expect(ticks).toEqual([true]);
    expect(box.checked).toBe(true);
  });

  it('makes the taps in the order they were made', async () => {
    const first = document.createElement('button');
    const second = document.createElement('button');
    document.body.append(first, second);
    const order: string[] = [];
    second.click();
    first.click();
    first.addEventListener('click', () => order.push('first'));
    second.addEventListener('click', () => order.push('second'));
    hydrate(first);
    hydrate(second);
    early?.replay();
    await vi.advanceTimersByTimeAsync(40);
    expect(order).toEqual(['second', 'first']);
  });

  it('gives up waiting for hydration after 3 s and makes the tap anyway', async () => {
    const button = document.createElement('button');
    document.body.append(button);
    button.click();
    const taps: number[] = [];
    button.addEventListener('click', () => taps.push(1));
    early?.replay();
    await vi.advanceTimersByTimeAsync(2900);
    expect(taps).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(taps).toEqual([1]);
  });

  it('holds a submission (Enter in a search box) and makes it once the form is hydrated', async () => {
    const form = document.createElement('form');
    const field = document.createElement('input');
    form.append(field);
    document.body.append(form);
    const submitted: string[] = [];
    field.value = 'ghee';
    const enter = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(enter);
    expect(enter.defaultPrevented, 'the browser does not submit the form itself').toBe(true);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted.push(field.value);
    });
    hydrate(form);
    early?.replay();
    await vi.advanceTimersByTimeAsync(40);
    expect(submitted).toEqual(['ghee']);
  });

  it('lets a tap on a link through: a link needs no code', () => {
    const link = document.createElement('a');
    link.href = '#ghee';
    document.body.append(link);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(inputs).toBe(0);
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
