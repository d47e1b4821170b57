import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { CALL_DRIVERS } from './call-drivers';
import { runFuzzCase } from './fuzz-case';
import { malformedAnswer, type MalformedAnswer } from './malformed-bodies';

/**
 * Cases per call of SPEC §7 through the core (12 calls: 5,040; the decoder fuzz adds 5,200); FUZZ_RUNS_PER_CALL sets
 * another number.
 */
const RUNS_PER_CALL = Number(process.env['FUZZ_RUNS_PER_CALL'] ?? 420);

const counts = new Map<string, number>();

/** Shortens a body for a failure report (a 100 KB string is not read by anyone). */
const shortened = (answer: MalformedAnswer) =>
  JSON.stringify(answer, (_key, value: unknown) =>
    typeof value === 'string' && value.length > 80 ? `${value.slice(0, 40)}...(${value.length} chars)` : value,
  );

describe('every call of SPEC section 7 fuzzed with malformed answers, through the real decoders and epics (issue 15)', () => {
  afterAll(() => {
    const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
    console.log(
      `api fuzz: ${[...counts].map(([call, count]) => `${call}: ${count}`).join('; ')}; total ${total} cases`,
    );
  });

  for (const driver of CALL_DRIVERS) {
    it(`${driver.call}: never throws, the state stays valid and settled, and only the spec's texts (or the server's JSON message) show`, () => {
      let cases = 0;
      fc.assert(
        fc.property(malformedAnswer, (answer) => {
          cases += 1;
          const { violations } = runFuzzCase(driver, answer);
          expect(violations, `${driver.call} answered ${shortened(answer)}`).toEqual([]);
        }),
        { numRuns: RUNS_PER_CALL },
      );
      counts.set(driver.call, cases);
    }, 60_000);
  }
});
