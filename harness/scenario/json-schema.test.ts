import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstDifference } from './golden-trace';
import { jsonSchemaFiles } from './json-schema';
import { FIXTURES_FOLDER, fixtureNames } from './scenario-files';

const files = Object.entries(jsonSchemaFiles(await fixtureNames()));

describe('the published scenario JSON Schemas', () => {
  it.each(files)('scenarios/%s is current (npm run scenarios:schema writes it)', (name, text) => {
    const committed = readFileSync(path.join(path.dirname(FIXTURES_FOLDER), name), 'utf8');
    expect(firstDifference(committed, text)).toBeNull();
  });

  it('is named by $schema in every scenario and fixture file, so editors validate and complete them', () => {
    const root = path.dirname(FIXTURES_FOLDER);
    const unnamed = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(scenario|fixture)\.json$/.test(file))
      .filter((file) => {
        const expected = path.relative(
          path.dirname(path.join(root, file)),
          path.join(root, /fixture/.test(file) ? 'fixture.schema.json' : 'scenario.schema.json'),
        );
        return (JSON.parse(readFileSync(path.join(root, file), 'utf8')) as { $schema?: string }).$schema !== expected;
      });
    expect(unnamed).toEqual([]);
  });
});
