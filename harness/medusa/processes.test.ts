import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort, run, tail } from './processes';

describe('the Medusa harness process helpers', () => {
  it('answers the preferred port when it is free, and another free one when it is taken', async () => {
    const preferred = await freePort();
    expect(await freePort(preferred)).toBe(preferred);
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(preferred, '127.0.0.1', resolve));
    try {
      const other = await freePort(preferred);
      expect(other).not.toBe(preferred);
      expect(other).toBeGreaterThan(0);
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  });

  it('keeps the last lines of a log without terminal colours', () => {
    expect(tail('a\nb\n\u001b[32mc\u001b[39m\n', 2)).toBe('b\nc');
  });

  it('rejects with the output of a command that fails, unless failure is allowed', async () => {
    await expect(run('/bin/sh', ['-c', 'echo broken >&2; exit 3'])).rejects.toThrow(/exited with 3:\nbroken/);
    expect(await run('/bin/sh', ['-c', 'echo fine; exit 3'], { allowFailure: true })).toEqual({
      code: 3,
      output: 'fine\n',
    });
  });
});
