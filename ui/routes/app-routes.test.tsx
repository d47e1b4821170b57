// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../testing/render-app';

afterEach(cleanup);

const heading = () => screen.getByRole('heading', { level: 1 });

describe('routes', () => {
  it.each([
    ['/', 'Fresh from our chakki to your kitchen'],
    ['/profile', 'Profile'],
    ['/my-account', 'My Account'],
    ['/order-history', 'Order History'],
    ['/cart', 'Cart'],
    ['/blogs', 'Blog'],
    ['/about-us', 'About Us'],
    ['/contact-us', 'Contact Us'],
    ['/faq', 'FAQ'],
    ['/shipping-policy', 'Shipping Policy'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms-and-conditions', 'Terms and Conditions'],
    ['/return-refund-policy', 'Return and Refund Policy'],
    ['/categories/fresh-chakki-atta', 'Fresh Chakki Atta'],
    ['/categories/salt-sugar/', 'Salt Sugar'],
    ['/product/desi-cow-ghee-1l', 'Desi Cow Ghee 1l'],
    ['/atta-box', 'Customize your Atta box'],
    ['/ghee-box/', 'Customize your Ghee box'],
  ])('%s renders its page inside the default layout', async (path, title) => {
    renderApp({ path });
    expect(heading().textContent).toBe(title);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect((await screen.findByRole('contentinfo')).textContent).toContain('© 2024');
    expect(screen.getByRole('main').contains(heading())).toBe(true);
  });

  it('/login renders the login page in the empty layout, with no header or footer', () => {
    renderApp({ path: '/login' });
    expect(heading().textContent).toBe('Log in');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it.each(['/no-such-page', '/categories', '/product/a/b', '/categories/ghee/extra'])(
    '%s renders the not-found page',
    (path) => {
      renderApp({ path });
      expect(heading().textContent).toBe('Page not found');
      expect(screen.getByRole('banner')).toBeTruthy();
    },
  );

  it('the header logo links home and moves the router there', () => {
    const { location } = renderApp({ path: '/faq' });
    const logo = screen.getByRole('link', { name: /home/i });
    expect(logo.getAttribute('href')).toBe('/');
    act(() => fireEvent.click(logo));
    expect(location.history.at(-1)).toBe('/');
    expect(heading().textContent).toBe('Fresh from our chakki to your kitchen');
  });

  it('keeps the default layout mounted between pages that share it', () => {
    const { location } = renderApp({ path: '/faq' });
    const header = screen.getByRole('banner');
    act(() => location.navigate('/categories/ghee'));
    expect(heading().textContent).toBe('Ghee');
    expect(screen.getByRole('banner')).toBe(header);
  });
});
