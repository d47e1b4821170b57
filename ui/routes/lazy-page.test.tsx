// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../shell/error-boundary';
import { lazyPage, PagePlaceholder } from './lazy-page';
import type { PageProps } from './page-props';

afterEach(cleanup);

function Real({ params }: PageProps) {
  return <h1>Real {params['handle']}</h1>;
}

describe('lazyPage', () => {
  it('shows the placeholder heading until the code arrives, then the page', async () => {
    let resolve: (page: typeof Real) => void = () => {};
    const Page = lazyPage(
      () => new Promise((done) => (resolve = done)),
      ({ params }) => <PagePlaceholder title={`Loading ${params['handle']}`} />,
    );
    render(<Page params={{ handle: 'ghee' }} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Loading ghee');
    await act(async () => resolve(Real));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Real ghee');
  });

  it('renders at once when preloaded, and loads its code only once', async () => {
    let loads = 0;
    const Page = lazyPage(
      async () => {
        loads += 1;
        return Real;
      },
      () => <PagePlaceholder title="Loading" />,
    );
    await Page.preload();
    await Page.preload();
    render(<Page params={{ handle: 'oil' }} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Real oil');
    expect(loads).toBe(1);
  });

  it('tries again after a failed load', async () => {
    let attempts = 0;
    const Page = lazyPage(
      async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('offline');
        return Real;
      },
      () => <PagePlaceholder title="Loading" />,
    );
    await expect(Page.preload()).rejects.toThrow('offline');
    await Page.preload();
    expect(attempts).toBe(2);
  });

  it('a page whose code failed to load is fetched again when the boundary around it retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let attempts = 0;
    const Page = lazyPage(
      async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('offline');
        return Real;
      },
      () => <PagePlaceholder title="Loading" />,
    );
    render(
      <ErrorBoundary where="ui:route" fallback={(retry) => <button onClick={retry}>Try again</button>}>
        <Page params={{ handle: 'atta' }} />
      </ErrorBoundary>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole('heading', { level: 1, name: 'Real atta' })).textContent).toBe('Real atta');
    expect(attempts).toBe(2);
    vi.restoreAllMocks();
  });
});
