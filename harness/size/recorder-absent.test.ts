import { afterEach, describe, expect, it } from 'vitest';
import { recorderDefine } from '../../vite.config';
import { recorderChunksOf } from './recorder-absent';

const before = process.env['VITE_RECORDER'];
afterEach(() => {
  if (before === undefined) delete process.env['VITE_RECORDER'];
  else process.env['VITE_RECORDER'] = before;
});

describe('the session recorder at build time', () => {
  it('is off in a production build unless VITE_RECORDER=1 (the local backend sets it), and on in development', () => {
    delete process.env['VITE_RECORDER'];
    expect(recorderDefine('production')).toEqual({ 'import.meta.env.VITE_RECORDER': '""' });
    expect(recorderDefine('development')).toEqual({ 'import.meta.env.VITE_RECORDER': '"1"' });
    process.env['VITE_RECORDER'] = '1';
    expect(recorderDefine('production')).toEqual({ 'import.meta.env.VITE_RECORDER': '"1"' });
  });

  it('is found in a chunk by its modules or by the entry switch, and not elsewhere', () => {
    const chunk = (fileName: string, code: string, moduleIds: string[]) => ({ fileName, code, moduleIds });
    expect(
      recorderChunksOf([
        chunk('index.js', 'const a = 1;', ['/repo/ui/main.tsx']),
        chunk('panel.js', '', ['/repo/harness/recorder/recorder-panel.tsx']),
        chunk('entry.js', 'sessionStorage.getItem("storefront:recorder-armed")', ['/repo/ui/main.tsx']),
      ]),
    ).toEqual(['panel.js', 'entry.js']);
  });
});
