import { NEVER, of, Subject, throwError } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { orAfter } from './or-after.operator';

const testScheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

describe('orAfter', () => {
  it('goes on with the fallback once the time passes without a value', () => {
    const scheduler = testScheduler();
    scheduler.run(({ expectObservable, cold }) => {
      expectObservable(NEVER.pipe(orAfter(5, scheduler, () => of('late')))).toBe('-----(a|)', { a: 'late' });
      expectObservable(cold('-------a|').pipe(orAfter(5, scheduler, () => of('late')))).toBe('-----(b|)', {
        b: 'late',
      });
    });
  });

  it('keeps the source once it gave a value in time, and its later values too', () => {
    const scheduler = testScheduler();
    scheduler.run(({ expectObservable, cold }) => {
      expectObservable(cold('--a-----b|').pipe(orAfter(5, scheduler, () => of('late')))).toBe('--a-----b|');
    });
  });

  it('passes an error of the fallback on, and stops listening to the source', () => {
    const scheduler = testScheduler();
    scheduler.run(({ expectObservable }) => {
      const source = new Subject<string>();
      expectObservable(source.pipe(orAfter(3, scheduler, () => throwError(() => 'timed out')))).toBe(
        '---#',
        undefined,
        'timed out',
      );
    });
  });
});
