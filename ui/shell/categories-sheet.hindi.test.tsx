// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import type { Category } from '../../core/catalog/catalog.model';
import { renderComponent } from '../testing/render-component';
import { CategoriesSheet } from './categories-sheet';

afterEach(cleanup);

const category = (handle: string, name: string): Category => ({
  id: `pcat_${handle}`,
  handle,
  name,
  description: '',
  metadata: { L1_page_icon_link: null },
});

it('names the sheet, its close button and the categories in Hindi, keeping names it has no Hindi for', () => {
  const rendered = renderComponent(<CategoriesSheet open onClose={() => undefined} />, { path: '/' });
  const categories = [
    category('fresh-chakki-atta', 'Fresh Chakki Atta'),
    category('ghee', 'Ghee'),
    category('millets', 'Millets'),
  ];
  act(() => rendered.store.dispatch({ type: 'catalog/categoriesLoaded', payload: { categories } }));
  const sheet = within(screen.getByRole('dialog', { name: 'श्रेणियाँ' }));
  expect(sheet.getByRole('heading', { name: 'श्रेणियाँ' })).toBeTruthy();
  expect(sheet.getByRole('button', { name: 'श्रेणियाँ बंद करें' })).toBeTruthy();
  expect(sheet.getAllByRole('link').map((link) => link.textContent)).toEqual(['ताज़ा चक्की आटा', 'घी', 'Millets']);
  expect(document.body.textContent).not.toMatch(/\b(Categories|Close|Atta|Ghee)\b/);
});

it('says in Hindi that the categories could not be loaded, with a Hindi retry', () => {
  const rendered = renderComponent(<CategoriesSheet open onClose={() => undefined} />, { path: '/' });
  act(() =>
    rendered.store.dispatch({ type: 'catalog/categoriesLoadFailed', payload: { status: 500, message: 'down' } }),
  );
  expect(document.body.textContent).toContain('श्रेणियाँ लोड नहीं हो पाईं।');
  expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeTruthy();
});
