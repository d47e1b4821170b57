import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { ScriptedHttp } from './scripted-http';
import { VirtualClock } from './virtual-clock';

const request = { method: 'GET', url: 'http://shop.test/store/carts/c1', headers: {} } as const;

describe('ScriptedHttp', () => {
  it('answers after the latency, on virtual time', async () => {
    const clock = new VirtualClock(0);
    const http = new ScriptedHttp(clock);
    const seen: number[] = [];
    http.request(request).subscribe((response) => seen.push(response.status));
    http.claimNext()!.respond({ status: 200, body: null }, 100);
    clock.advance(99);
    expect(seen).toEqual([]);
    clock.advance(1);
    expect(seen).toEqual([200]);
  });

  it('marks a request the core gave up on as cancelled and never delivers its answer', () => {
    const clock = new VirtualClock(0);
    const http = new ScriptedHttp(clock);
    const seen: number[] = [];
    const subscription = http.request(request).subscribe((response) => seen.push(response.status));
    const pending = http.claimNext()!;
    pending.respond({ status: 200, body: null }, 50);
    subscription.unsubscribe();
    clock.advance(50);
    expect(pending.cancelled).toBe(true);
    expect(seen).toEqual([]);
  });

  it('does not call a delivered request cancelled', async () => {
    const clock = new VirtualClock(0);
    const http = new ScriptedHttp(clock);
    const answer = firstValueFrom(http.request(request));
    const pending = http.claimNext()!;
    pending.respond({ status: 204, body: null });
    clock.runDue();
    expect((await answer).status).toBe(204);
    expect(pending.cancelled).toBe(false);
  });

  it('answers automatically when given a responder, leaving nothing to claim', async () => {
    const clock = new VirtualClock(0);
    const http = new ScriptedHttp(clock, () => ({ status: 201, body: { ok: true } }));
    const answer = firstValueFrom(http.request(request));
    clock.runDue();
    expect(await answer).toEqual({ status: 201, body: { ok: true } });
    expect(http.claimNext()).toBeUndefined();
    expect(http.requests()).toEqual([request]);
  });

  it('keeps unanswered requests for the steps to claim, oldest first', () => {
    const http = new ScriptedHttp(new VirtualClock(0));
    http.request(request).subscribe();
    http.request({ ...request, url: 'http://shop.test/second' }).subscribe();
    expect(http.unclaimedRequests().map((p) => p.request.url)).toEqual([request.url, 'http://shop.test/second']);
    const first = http.claimNext()!;
    expect(first.request.url).toBe(request.url);
    first.respond({ status: 200, body: null });
    expect(() => first.respond({ status: 500, body: null })).toThrow(/answered already/);
  });
});
