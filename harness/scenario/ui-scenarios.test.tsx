// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { configure } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installBrowserStubs } from '../../ui/testing/chat-test-env';
import { FIXTURES_FOLDER, findScenarioFiles, loadScenario } from './scenario-files';
import { runScenario } from './scenario-runner';
import { createUiDriver } from './ui-driver';

configure({ asyncUtilTimeout: 4000 });
const root = path.dirname(FIXTURES_FOLDER);
const files = (await findScenarioFiles([], root, root)).filter(
  (file) => (JSON.parse(readFileSync(path.join(root, file), 'utf8')) as { ui?: boolean }).ui === true,
);

describe('UI-level scenarios, run through the React UI', () => {
  beforeEach(() => {
    installBrowserStubs();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('there are some', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s passes in the UI', async (file) => {
    const result = await runScenario(await loadScenario(path.join(root, file)), file, { ui: createUiDriver() });
    expect(result.failures).toEqual([]);
  });
});
