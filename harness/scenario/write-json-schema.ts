import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { jsonSchemaFiles } from './json-schema';
import { FIXTURES_FOLDER, fixtureNames } from './scenario-files';

const root = path.dirname(FIXTURES_FOLDER);
for (const [name, text] of Object.entries(jsonSchemaFiles(await fixtureNames()))) {
  await writeFile(path.join(root, name), text);
  console.log(`wrote scenarios/${name}`);
}
