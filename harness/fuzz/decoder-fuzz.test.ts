import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { DECODER_TARGETS } from './decoder-targets';
import { applyPlan, bodyPlan } from './malformed-bodies';
import { wellFormedValues, type Violations } from './state-invariants';

/** Cases per decoder (20 decoders: 8,000 in all), on top of the API fuzz through the core. */
const RUNS_PER_DECODER = Number(process.env['FUZZ_RUNS_PER_DECODER'] ?? 400);

const counts = new Map<string, number>();

describe("the decoders of SPEC section 7's answers, brand and Medusa, fuzzed directly (issue 15)", () => {
  afterAll(() => {
    const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
    console.log(
      `decoder fuzz: ${[...counts].map(([name, count]) => `${name}: ${count}`).join('; ')}; total ${total} cases`,
    );
  });

  for (const target of DECODER_TARGETS) {
    it(`${target.name}: never throws, and decodes a malformed body to null or a well-formed value`, () => {
      let cases = 0;
      fc.assert(
        fc.property(bodyPlan, (plan) => {
          cases += 1;
          const body = applyPlan(target.valid, plan);
          const decoded = target.decode(body);
          const violations: Violations = [];
          if (decoded !== null) {
            wellFormedValues(decoded, 'decoded', violations);
            violations.push(...target.check(decoded as never));
          }
          expect(violations, `${target.name} read ${JSON.stringify(body)?.slice(0, 300)}`).toEqual([]);
        }),
        { numRuns: RUNS_PER_DECODER },
      );
      counts.set(target.name, cases);
    });
  }
});
