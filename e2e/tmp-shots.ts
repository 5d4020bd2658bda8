import { chromium } from 'playwright';
const base = 'http://localhost:8301';
const paths = (process.env.PATHS ?? '').split(' ');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const ctx = await browser.newContext({ viewport: { width: Number(process.env.W ?? 375), height: 800 } });
const page = await ctx.newPage();
await page.goto(base + '/login');
await page.getByLabel(/user|tên/i).fill(process.env.U ?? 'parent001');
await page.getByLabel(/password|mật/i).fill(process.env.P ?? 'Parent@1234');
await page.keyboard.press('Enter');
await page.waitForURL((u) => !u.pathname.startsWith('/login'));
if (process.env.VI) { await page.getByRole('button', { name: /English/ }).click(); await page.getByText('Tiếng Việt').click(); await page.waitForTimeout(3000); }
for (const p of paths) {
  await page.goto(base + p);
  await page.waitForTimeout(2000);
  await page.screenshot({ path: `/tmp/shots/p-${p.replace(/\W+/g, '_')}.png`, fullPage: true });
}
await browser.close();
