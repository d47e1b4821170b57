// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { STORE_DETAILS } from '../store-details';
import { renderComponent } from '../testing/render-component';
import { Footer } from './footer';

afterEach(cleanup);

it("heads the footer's columns in Hindi and names its categories, pages and lines in Hindi", () => {
  renderComponent(<Footer />, { path: '/' });
  for (const name of ['लोकप्रिय श्रेणियाँ', 'लोग यह भी खोजते हैं', 'ज़रूरी लिंक', 'हमसे संपर्क करें', 'हमें फ़ॉलो करें']) {
    expect(screen.getByRole('region', { name })).toBeTruthy();
  }
  const categories = within(screen.getByRole('region', { name: 'लोकप्रिय श्रेणियाँ' }));
  expect(categories.getByRole('link', { name: 'घी' }).getAttribute('href')).toBe('/categories/ghee');
  const pages = within(screen.getByRole('region', { name: 'ज़रूरी लिंक' }));
  expect(pages.getByRole('link', { name: 'वापसी और रिफ़ंड नीति' }).getAttribute('href')).toBe('/return-refund-policy');
  const copyright = document.querySelector('.site-footer__copyright')?.textContent ?? '';
  expect(copyright).toContain('सर्वाधिकार सुरक्षित।');
  expect(copyright).toContain(`एफ़एसएसएआई लाइसेंस नं. ${STORE_DETAILS.company.fssaiLicence}`);
  expect(document.body.textContent).not.toMatch(
    /\b(Popular|Important Links|Reach out|Customer care|Email|Phone|Registered office|All rights reserved|Ghee|Policy|About Us|Contact Us)\b/,
  );
});
