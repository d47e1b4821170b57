import { startStorefront } from './harness/browser/storefront';

const store = await startStorefront();
try {
  for (const [name, viewport] of [['phone', 'phone'], ['desktop', 'desktop']] as const) {
    const { page, failed } = await store.open(viewport, '/', { failOnce: /\/assets\/runtime-[^/]+\.js$/ });
    if (name === 'desktop') await page.setViewportSize({ width: 1366, height: 768 });
    await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/g-${name}-home-runtime-failed-once.png` });
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/g-${name}-home-after-retry.png` });
    console.log(name, 'failed', failed);
    await page.goto(`${store.url}/categories/ghee`);
    await page.waitForLoadState('networkidle');
    const add = page.getByRole('button', { name: /add/i }).first();
    await add.click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/g-${name}-category-added.png` });
  }
} finally {
  await store.close();
}
