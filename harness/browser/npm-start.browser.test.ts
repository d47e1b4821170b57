import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../local-backend/ui-build';

let child: ChildProcess | null = null;

afterAll(() => {
  child?.kill('SIGKILL');
});

/** Starts `npm start`'s entry on a free port and resolves with the URL it prints when ready. */
function start(): Promise<string> {
  return new Promise((resolve, reject) => {
    // As npm start runs it: Node with tsx as a loader, no second process relaying signals.
    child = spawn(process.execPath, ['--import', 'tsx', 'harness/local-backend/start.ts'], {
      cwd: ROOT,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOCAL_OTP: '123456' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /Storefront ready at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (ready) resolve(ready[1]!);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`npm start exited with ${code} before it was ready:\n${output}`)));
  });
}

describe('npm start', () => {
  it('serves the UI and the local backend from one process, prints its URL, and stops cleanly on SIGTERM', async () => {
    const url = await start();
    const page = await fetch(`${url}/categories/ghee`, { headers: { accept: 'text/html' } });
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    const entry = /<script type="module"[^>]+data-start-entry="(\/assets\/index-[\w-]+\.js)"/.exec(html)?.[1];
    expect(entry, "the prerendered page names the store's entry on its start script").toBeDefined();
    expect((await fetch(`${url}${entry}`)).headers.get('content-type')).toContain('javascript');
    const cart = await fetch(`${url}/store/carts`, { method: 'POST' });
    expect(((await cart.json()) as { cart: { id: string } }).cart.id).toMatch(/^cart_/);
    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
    child!.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
