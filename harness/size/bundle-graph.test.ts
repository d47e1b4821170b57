import { describe, expect, it } from 'vitest';
import { brotliSize, eagerScriptsOfHtml, gzipSize, packagesIn, splitJavaScript, type ChunkInfo } from './bundle-graph';

const ROOT = '/repo';

function chunk(fileName: string, fields: Partial<ChunkInfo> = {}): ChunkInfo {
  return {
    fileName,
    code: `console.log(${JSON.stringify(fileName)});`,
    isEntry: false,
    isDynamicEntry: false,
    imports: [],
    dynamicImports: [],
    moduleIds: [],
    facadeModuleId: null,
    ...fields,
  };
}

describe('the bundle graph of the size report', () => {
  it('counts as first load the chunks holding a module every page fetches at once, with their static imports beyond the initial ones', () => {
    const chunks = [
      chunk('assets/index.js', { isEntry: true, imports: ['assets/react.js'], dynamicImports: ['assets/runtime.js'] }),
      chunk('assets/react.js'),
      chunk('assets/runtime.js', {
        isDynamicEntry: true,
        imports: ['assets/react.js', 'assets/shared.js'],
        moduleIds: ['/repo/core/core-runtime.ts', '/repo/core/root.epic.ts'],
      }),
      chunk('assets/shared.js', { imports: ['assets/deeper.js'] }),
      chunk('assets/deeper.js'),
      chunk('assets/chat.js', {
        isDynamicEntry: true,
        imports: ['assets/shared.js'],
        moduleIds: ['/repo/ui/chat.tsx'],
      }),
    ];
    const split = splitJavaScript(chunks, '', ROOT, /core[\\/]core-runtime\.ts$/);
    expect(split.initial.map((sized) => sized.fileName)).toEqual(['assets/index.js', 'assets/react.js']);
    expect(split.firstLoad.map((sized) => sized.fileName)).toEqual([
      'assets/runtime.js',
      'assets/shared.js',
      'assets/deeper.js',
    ]);
    expect(split.lazy.map((sized) => sized.fileName)).toEqual(['assets/chat.js']);
    expect(splitJavaScript(chunks, '', ROOT).firstLoad).toEqual([]);
  });

  it('names the npm packages whose code is in a chunk, scoped ones included, by the innermost node_modules, not stylesheets', () => {
    expect(
      packagesIn([
        '/repo/node_modules/react-dom/cjs/react-dom.production.js',
        '/repo/node_modules/@floating-ui/react/dist/floating-ui.react.mjs',
        '/repo/node_modules/socket.io-client/node_modules/debug/src/browser.js',
        '/repo/node_modules/@fontsource-variable/dm-sans/index.css',
        '/repo/ui/app.tsx',
      ]),
    ).toEqual(['@floating-ui/react', 'debug', 'react-dom']);
  });

  it('reads the module scripts and modulepreload links of index.html, not other links', () => {
    const html = `<script type="module" crossorigin src="/assets/index-a.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/vendor-b.js">
      <link rel="stylesheet" href="/assets/index-c.css"><script src="/legacy.js"></script>`;
    expect(eagerScriptsOfHtml(html)).toEqual(['assets/index-a.js', 'assets/vendor-b.js']);
  });

  it('measures brotli at its highest quality, smaller than gzip on text', () => {
    const text = 'export const rows = ['.concat(
      Array.from({ length: 200 }, (_, index) => `{ id: ${index}, title: "Ghee ${index % 7}" }`).join(', '),
      '];',
    );
    expect(brotliSize(text)).toBeLessThan(gzipSize(text));
    expect(brotliSize(text)).toBe(brotliSize(Buffer.from(text)));
  });

  it('counts the entry, its static imports transitively and the preloads as initial, the rest as lazy', () => {
    const chunks = [
      chunk('assets/index.js', {
        isEntry: true,
        imports: ['assets/react.js'],
        dynamicImports: ['assets/chat.js'],
        facadeModuleId: '/repo/ui/index.html',
      }),
      chunk('assets/react.js', { imports: ['assets/scheduler.js'] }),
      chunk('assets/scheduler.js'),
      chunk('assets/preloaded.js'),
      chunk('assets/chat.js', {
        isDynamicEntry: true,
        imports: ['assets/react.js'],
        facadeModuleId: '/repo/ui/chat/chat-widget.tsx',
        moduleIds: ['/repo/node_modules/socket.io-client/build/esm/index.js', '/repo/ui/chat/chat-widget.tsx'],
      }),
    ];
    chunks.push(
      chunk('assets/shared.js', {
        moduleIds: [
          '\0rolldown/runtime.js',
          '/repo/ui/account/account.css',
          '/repo/node_modules/react/jsx-runtime.js',
          '/repo/ui/pages/login-page.tsx',
        ],
      }),
    );
    const html = '<link rel="modulepreload" href="/assets/preloaded.js">';
    const split = splitJavaScript(chunks, html, ROOT);
    expect(split.initial.map((sized) => sized.fileName)).toEqual([
      'assets/index.js',
      'assets/react.js',
      'assets/scheduler.js',
      'assets/preloaded.js',
    ]);
    expect(split.initial[0]?.label).toBe('entry (ui/index.html)');
    expect([...split.lazy].sort((a, b) => a.fileName.localeCompare(b.fileName))).toEqual([
      expect.objectContaining({
        fileName: 'assets/chat.js',
        label: 'ui/chat/chat-widget.tsx',
        packages: ['socket.io-client'],
      }),
      expect.objectContaining({ fileName: 'assets/shared.js', label: 'ui/pages/login-page.tsx', packages: ['react'] }),
    ]);
    expect(split.lazy.find((sized) => sized.fileName === 'assets/chat.js')?.gzipBytes).toBe(
      gzipSize(chunks[4]?.code ?? ''),
    );
    expect(split.lazy.find((sized) => sized.fileName === 'assets/chat.js')?.brotliBytes).toBe(
      brotliSize(chunks[4]?.code ?? ''),
    );
    expect(split.lazy.map((sized) => sized.gzipBytes)).toEqual(
      [...split.lazy.map((sized) => sized.gzipBytes)].sort((a, b) => b - a),
    );
  });
});
