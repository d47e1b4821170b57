// @vitest-environment jsdom
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestCore } from '../../harness/fakes/index';
import type { RootState } from '../../core/root.reducer';
import { StoreProvider, useDispatch, useSelector } from './index';

afterEach(cleanup);

const selectMessage = (state: RootState) => state.snackbar.message;

describe('useSelector', () => {
  it('re-renders only when its selection changes', () => {
    const { store } = createTestCore();
    let renders = 0;
    function Message() {
      renders += 1;
      return <p>{useSelector(selectMessage)}</p>;
    }
    render(
      <StoreProvider store={store}>
        <Message />
      </StoreProvider>,
    );
    expect(renders).toBe(1);

    // another slice changes: the root state is new, the selection is not
    act(() => store.dispatch({ type: 'navigation/redirected', payload: { to: '/login' } }));
    expect(store.getState().navigation.request).not.toBeNull();
    expect(renders).toBe(1);

    // the snackbar slice changes but the message stays the same
    act(() => store.dispatch({ type: 'snackbar/opened', payload: { status: 'info', message: '' } }));
    expect(store.getState().snackbar.show).toBe(true);
    expect(renders).toBe(1);

    act(() => store.dispatch({ type: 'snackbar/opened', payload: { status: 'info', message: 'Hello' } }));
    expect(renders).toBe(2);
    expect(screen.getByText('Hello')).toBeTruthy();
  });

  it('throws a clear error outside a StoreProvider', () => {
    expect(() => renderHook(() => useSelector(selectMessage))).toThrow(/StoreProvider/);
  });
});

describe('useDispatch', () => {
  it('dispatches intents into the core, logged with the ui source', () => {
    const { store } = createTestCore();
    const { result } = renderHook(() => useDispatch(), {
      wrapper: ({ children }) => <StoreProvider store={store}>{children}</StoreProvider>,
    });
    const first = result.current;
    act(() => store.dispatch({ type: 'snackbar/opened', payload: { status: 'success', message: 'Saved' } }));
    act(() => result.current({ type: 'snackbar/closeRequested' }));
    expect(store.getState().snackbar).toMatchObject({ show: false, message: 'Saved' });
    expect(store.log().at(-1)?.source).toBe('ui');
    expect(result.current).toBe(first);
  });

  it('accepts only intents (checked by tsc)', () => {
    // Never called: the @ts-expect-error lines fail the type check if a fact becomes dispatchable.
    const typeCheckOnly = (dispatch: ReturnType<typeof useDispatch>) => {
      dispatch({ type: 'persist/flushRequested' });
      // @ts-expect-error cart/created is a fact reported by HTTP, not an intent
      dispatch({ type: 'cart/created', payload: { cartId: 'cart_1' } });
      // @ts-expect-error snackbar/autoHidden comes from the timer
      dispatch({ type: 'snackbar/autoHidden' });
      // @ts-expect-error navigation/redirected comes from the core
      dispatch({ type: 'navigation/redirected', payload: { to: '/login' } });
    };
    expect(typeof typeCheckOnly).toBe('function');
  });
});
