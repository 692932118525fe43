import { test } from './fixtures';
test.use({ viewport: { width: 1280, height: 720 } });
test('shot', async ({ page, signIn }) => {
  await signIn(page, { path: '/pagamentos' });
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: '/tmp/pagamentos.png' });
  await page.goto('/recebiveis');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: '/tmp/recebiveis.png' });
});
