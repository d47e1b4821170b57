import { describe, expect, it } from 'vitest';
import { VIEWPORTS, type ViewportName } from './chromium';
import { pathOf } from './store-steps';
import { useStorefront } from './use-storefront';

const store = useStorefront();

/** Numbers the local backend does not know yet, one per viewport. */
const PHONE: Record<ViewportName, string> = { desktop: '9812345672', phone: '9812345673' };

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('typing on /login on a %s viewport', (viewport) => {
  it('keeps every key typed into the fields the store drives, as fast as a keyboard types, and logs in', async () => {
    const { page } = await store.open(viewport, '/login');
    const typed = `${PHONE[viewport].slice(0, 5)} ${PHONE[viewport].slice(5)}`;
    const phone = page.getByRole('textbox', { name: /mobile number/i });
    await phone.pressSequentially(typed);
    expect(await phone.inputValue()).toBe(typed);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    const otp = page.getByRole('textbox', { name: /otp/i });
    await otp.waitFor({ state: 'visible' });
    expect(await page.getByRole('main').textContent()).toContain(`+91 ${typed}`);
    const sent = (await store.control('GET', `/__local/auth/last-otp?phone=${PHONE[viewport]}`)) as { otp: string };
    await otp.pressSequentially(`${sent.otp.slice(0, 3)} ${sent.otp.slice(3)}`);
    expect(await otp.inputValue()).toBe(sent.otp);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect.poll(() => pathOf(page), { timeout: 10_000 }).not.toBe('/login');
  });
});
