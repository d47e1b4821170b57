import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstDifference, goldenPathOf, goldenText } from './golden-trace';

describe('goldenPathOf', () => {
  it('puts the golden trace of a scenario under golden/, in the same area folder', () => {
    expect(goldenPathOf('/repo/scenarios/chat/send-409.scenario.json', '/repo/scenarios')).toBe(
      path.join('/repo/scenarios/golden/chat/send-409.trace.json'),
    );
  });

  it('gives no golden trace to a file outside the scenario folder', () => {
    expect(goldenPathOf('/tmp/recorded.scenario.json', '/repo/scenarios')).toBeNull();
  });
});

describe('firstDifference', () => {
  const trace = { scenario: 'a', events: [{ seq: 1 }, { seq: 2 }], requests: [] };

  it('is null for the same text', () => {
    expect(firstDifference(goldenText(trace), goldenText(trace))).toBeNull();
  });

  it('names the first differing line with its neighbours from both sides', () => {
    const changed = goldenText({ ...trace, events: [{ seq: 1 }, { seq: 3 }] });
    const report = firstDifference(goldenText(trace), changed, 1)!;
    const line = goldenText(trace).split('\n').indexOf('      "seq": 2') + 1;
    expect(report.split('\n')[0]).toBe(`first difference at line ${line}:`);
    expect(report).toContain(`${String(line).padStart(6)} -       "seq": 2`);
    expect(report).toContain(`${String(line).padStart(6)} +       "seq": 3`);
    expect(report).toContain(`${String(line - 1).padStart(6)}       {`);
  });

  it('reports a trace that ends early at the first missing line', () => {
    const golden = 'a\nb\nc\n';
    expect(firstDifference(golden, 'a\n')!.split('\n')[0]).toBe('first difference at line 2:');
  });
});
