// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyComponent } from './lazy-component';

afterEach(cleanup);

const Hello = ({ name }: { readonly name: string }) => <p>Hello {name}</p>;

describe('lazyComponent', () => {
  it('renders nothing and loads nothing until asked', async () => {
    let loads = 0;
    const lazy = lazyComponent(async () => {
      loads += 1;
      return Hello;
    });
    render(<lazy.Component when={false} name="Asha" />);
    await act(async () => {});
    expect(loads).toBe(0);
    expect(screen.queryByText('Hello Asha')).toBeNull();
  });

  it('loads when asked and then renders', async () => {
    const lazy = lazyComponent(async () => Hello);
    render(<lazy.Component when name="Asha" />);
    expect(await screen.findByText('Hello Asha')).toBeTruthy();
  });

  it('renders at once after a preload, and loads only once', async () => {
    let loads = 0;
    const lazy = lazyComponent(async () => {
      loads += 1;
      return Hello;
    });
    await Promise.all([lazy.preload(), lazy.preload()]);
    render(<lazy.Component when={false} name="Ravi" />);
    expect(screen.getByText('Hello Ravi')).toBeTruthy();
    expect(loads).toBe(1);
  });

  it('tries again after a failed load', async () => {
    let attempt = 0;
    const lazy = lazyComponent(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('offline');
      return Hello;
    });
    await lazy.preload();
    render(<lazy.Component when name="Asha" />);
    expect(await screen.findByText('Hello Asha')).toBeTruthy();
    expect(attempt).toBe(2);
  });
});
