import { toJsonSchema, type JsonSchema } from '@valibot/to-json-schema';
import { FixtureFileSchema, GivenSchema, IntentSchema, ScenarioFileSchema, StepSchema } from './scenario.schema';

const GENERATED = 'generated from harness/scenario/scenario.schema.ts by npm run scenarios:schema';

type Schema = Parameters<typeof toJsonSchema>[0];

function text(
  schema: Schema,
  definitions: Record<string, Schema>,
  title: string,
  extend: (json: JsonSchema) => void = () => undefined,
): string {
  const json = toJsonSchema(schema, { errorMode: 'ignore', target: 'draft-07', definitions });
  extend(json);
  return `${JSON.stringify({ $schema: 'http://json-schema.org/draft-07/schema#', title: `${title} (${GENERATED})`, ...json }, null, 2)}\n`;
}

/**
 * The published JSON Schemas, by file name under scenarios/, from the valibot schemas; the
 * fixture names (scenarios/fixtures/) are listed so editors complete them.
 */
export function jsonSchemaFiles(fixtureNames: readonly string[]): Record<string, string> {
  return {
    'scenario.schema.json': text(
      ScenarioFileSchema,
      { intent: IntentSchema, step: StepSchema, given: GivenSchema },
      'A scenario replayed by npm run scenarios',
      (json) => {
        const fixtures = json.properties?.['fixtures'];
        if (typeof fixtures === 'object' && typeof fixtures.items === 'object' && !Array.isArray(fixtures.items))
          fixtures.items.enum = [...fixtureNames];
      },
    ),
    'fixture.schema.json': text(FixtureFileSchema, { given: GivenSchema }, 'A shared scenario fixture'),
  };
}
