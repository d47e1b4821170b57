// @vitest-environment jsdom
import { firstValueFrom, lastValueFrom, toArray, type Observable } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StorageFailure } from '../../ports';
import { createLocalStoragePort } from './local-storage.adapter';

function failureOf(source: Observable<unknown>): Promise<StorageFailure> {
  return new Promise((resolve, reject) => {
    source.subscribe({
      next: () => reject(new Error('expected an error, got a value')),
      error: (error: StorageFailure) => resolve(error),
      complete: () => reject(new Error('expected an error, got completion')),
    });
  });
}

function storageThrowingOnSet(error: unknown): Storage {
  const storage = {
    length: 0,
    clear: () => undefined,
    getItem: () => null,
    key: () => null,
    removeItem: () => undefined,
    setItem: () => {
      throw error;
    },
  };
  return storage;
}

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('createLocalStoragePort', () => {
  it('reads, writes and removes values in localStorage', async () => {
    const storage = createLocalStoragePort();

    await expect(firstValueFrom(storage.read('persist:root'))).resolves.toBeNull();
    await expect(lastValueFrom(storage.write('persist:root', '{"v":1}').pipe(toArray()))).resolves.toEqual([undefined]);
    expect(window.localStorage.getItem('persist:root')).toBe('{"v":1}');
    await expect(firstValueFrom(storage.read('persist:root'))).resolves.toBe('{"v":1}');
    await lastValueFrom(storage.remove('persist:root').pipe(toArray()));
    expect(window.localStorage.getItem('persist:root')).toBeNull();
  });

  it('does nothing until subscribed, and runs again on each subscription', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    try {
      const write = createLocalStoragePort().write('k', 'v');
      expect(setItem).not.toHaveBeenCalled();
      write.subscribe();
      write.subscribe();
      expect(setItem).toHaveBeenCalledTimes(2);
    } finally {
      setItem.mockRestore();
    }
  });

  it('maps a QuotaExceededError DOMException to quota', async () => {
    const storage = createLocalStoragePort(() =>
      storageThrowingOnSet(new DOMException('The quota has been exceeded.', 'QuotaExceededError')),
    );

    await expect(failureOf(storage.write('k', 'v'))).resolves.toEqual({
      kind: 'quota',
      message: 'The quota has been exceeded.',
    });
  });

  it.each([
    ['legacy code 22', { name: 'Error', code: 22, message: 'full' }],
    ['Firefox code 1014', { name: 'Error', code: 1014, message: 'full' }],
    ['Firefox name', { name: 'NS_ERROR_DOM_QUOTA_REACHED', message: 'full' }],
  ])('maps %s to quota', async (_label, error) => {
    const failure = await failureOf(createLocalStoragePort(() => storageThrowingOnSet(error)).write('k', 'v'));
    expect(failure.kind).toBe('quota');
  });

  it('fails as a plain object, not an exception instance', async () => {
    const failure = await failureOf(
      createLocalStoragePort(() => storageThrowingOnSet(new DOMException('full', 'QuotaExceededError'))).write(
        'k',
        'v',
      ),
    );
    expect(Object.getPrototypeOf(failure)).toBe(Object.prototype);
  });

  it('maps a SecurityError and a missing storage to unavailable', async () => {
    const denied = createLocalStoragePort(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    const missing = createLocalStoragePort(() => null as unknown as Storage);
    const throwsOnUse = createLocalStoragePort(() => storageThrowingOnSet(new DOMException('denied', 'SecurityError')));

    await expect(failureOf(denied.read('k'))).resolves.toEqual({
      kind: 'unavailable',
      message: 'Access is denied for this document.',
    });
    await expect(failureOf(missing.remove('k'))).resolves.toMatchObject({ kind: 'unavailable' });
    await expect(failureOf(throwsOnUse.write('k', 'v'))).resolves.toEqual({ kind: 'unavailable', message: 'denied' });
  });

  it('maps a getStorage that throws anything to unavailable', async () => {
    const storage = createLocalStoragePort(() => {
      throw new TypeError("Cannot read properties of null (reading 'getItem')");
    });
    await expect(failureOf(storage.read('k'))).resolves.toMatchObject({ kind: 'unavailable' });
  });

  it('maps other errors to unknown', async () => {
    const storage = createLocalStoragePort(() => storageThrowingOnSet(new Error('disk on fire')));
    await expect(failureOf(storage.write('k', 'v'))).resolves.toEqual({ kind: 'unknown', message: 'disk on fire' });
  });

  it('reports other tabs writing, removing or clearing the key, and nothing else', () => {
    const values: (string | null)[] = [];
    const subscription = createLocalStoragePort()
      .externalChanges('persist:root')
      .subscribe((value) => values.push(value));
    const fire = (init: StorageEventInit) => window.dispatchEvent(new StorageEvent('storage', init));

    fire({ key: 'persist:root', newValue: '{"v":2}', storageArea: window.localStorage });
    fire({ key: 'other', newValue: 'x', storageArea: window.localStorage });
    fire({ key: 'persist:root', newValue: 'from session storage', storageArea: window.sessionStorage });
    fire({ key: 'persist:root', newValue: null, storageArea: window.localStorage });
    fire({ key: null, newValue: null, storageArea: window.localStorage });
    subscription.unsubscribe();
    fire({ key: 'persist:root', newValue: 'after unsubscribe', storageArea: window.localStorage });

    expect(values).toEqual(['{"v":2}', null, null]);
  });

  it('listens on the given event target and removes its listener on unsubscribe', () => {
    const target = new EventTarget();
    const addEventListener = vi.spyOn(target, 'addEventListener');
    const removeEventListener = vi.spyOn(target, 'removeEventListener');
    const values: (string | null)[] = [];
    const storage = createLocalStoragePort(() => window.localStorage, target as unknown as Window);

    const subscription = storage.externalChanges('cart').subscribe((value) => values.push(value));
    target.dispatchEvent(new StorageEvent('storage', { key: 'cart', newValue: '3' }));
    subscription.unsubscribe();

    expect(values).toEqual(['3']);
    expect(addEventListener).toHaveBeenCalledWith('storage', expect.any(Function));
    expect(removeEventListener).toHaveBeenCalledWith('storage', addEventListener.mock.calls[0]?.[1]);
  });
});
