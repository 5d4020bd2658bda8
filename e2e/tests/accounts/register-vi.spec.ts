import { expect, test } from '@playwright/test';

test('the register screen speaks Vietnamese when the language cookie says so', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'lang', value: 'vi', url: baseURL ?? '' }]);
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Đăng ký' })).toBeVisible();
  await expect(page.getByLabel('Tên đăng nhập')).toBeVisible();
  await expect(page.getByLabel('Mật khẩu', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Nhập lại mật khẩu')).toBeVisible();
  await expect(page.getByLabel('Quốc gia')).toBeVisible();

  await page.getByRole('button', { name: 'Đăng ký', exact: true }).click();
  await expect(page.getByText('Vui lòng nhập tên đăng nhập')).toBeVisible();
  await page.getByLabel('Tên đăng nhập').fill('ab c');
  await expect(page.getByText(/Không có khoảng trắng, tối thiểu 8 ký tự/)).toBeVisible();
  await page.getByLabel('Mật khẩu', { exact: true }).fill('abc');
  await expect(page.getByText(/Tối thiểu 8 ký tự, gồm chữ thường/).first()).toBeVisible();
});
