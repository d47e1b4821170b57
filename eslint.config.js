import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** What core/ may not import: the framework-free rule of the architecture (core/boundary.test.ts is the second line). */
const CORE_FORBIDDEN_IMPORTS = {
  patterns: [
    { group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'wouter', 'wouter/*'], message: 'core/ is framework-free: React lives in ui/.' },
    { group: ['socket.io-client', '@floating-ui/*', 'mock-socket'], message: 'core/ reaches the world through its ports only.' },
    { group: ['**/ui/*', '**/harness/*'], message: 'core/ does not import ui/ or harness/.' },
    { group: ['**/adapters/*'], message: 'The domain reaches the browser through its ports, not the adapters.' },
  ],
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'harness/medusa/server/**', '**/*.d.ts', 'scenarios/golden/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['core/**/*.ts'],
    ignores: ['core/adapters/**', 'core/**/*.test.ts', 'core/**/*.test-d.ts'],
    rules: { 'no-restricted-imports': ['error', CORE_FORBIDDEN_IMPORTS], 'no-console': 'error' },
  },
  {
    files: ['ui/**/*.{ts,tsx}'],
    ignores: ['ui/**/*.test.{ts,tsx}'],
    rules: { 'no-console': 'error' },
  },
  {
    /**
     * The classic hooks rules. The React Compiler rules of the plugin's newer presets (set-state-in-effect,
     * refs) are not on: the app does not use the compiler, and their findings here are deliberate effects
     * that sync with the store or the DOM.
     */
    files: ['ui/**/*.{ts,tsx}', 'harness/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
);
