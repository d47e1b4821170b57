// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { Intent } from './store/hooks';
import { reportUncaughtErrors } from './uncaught-errors';

describe('reportUncaughtErrors', () => {
  it('reports an uncaught error and an unhandled rejection as app/errorReportRequested from ui:window', () => {
    const target = new EventTarget() as unknown as Window;
    const dispatched: Intent[] = [];
    reportUncaughtErrors(target, (intent) => dispatched.push(intent));
    target.dispatchEvent(
      Object.assign(new Event('error'), {
        error: new Error('handler broke'),
        message: 'Uncaught Error: handler broke',
      }),
    );
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'no answer' }));
    expect(dispatched).toEqual([
      { type: 'app/errorReportRequested', payload: { where: 'ui:window', message: 'handler broke' } },
      { type: 'app/errorReportRequested', payload: { where: 'ui:window', message: 'no answer' } },
    ]);
  });
});
