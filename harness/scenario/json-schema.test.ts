import { readFileSync } from 'node:fs';
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
});
