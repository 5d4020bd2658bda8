import { expect, test, type Page } from '@playwright/test';
import { openAs } from '../../support/sessions';
import { chooseOption, pageSizeChanger } from '../../support/select';

/** The user names of the rows on screen, in order. */
const userNames = (page: Page) =>
  page.locator('tbody tr.ant-table-row td:first-child').allInnerTexts();

const ascending = (names: string[]) => [...names].sort();
const descending = (names: string[]) => [...names].sort().reverse();

test('a list keeps its sort and page in the URL, through a reload and the back button', async ({
  page,
}) => {
  await openAs(page, 'admin');
  await page.goto('/users');
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  const header = page.getByRole('columnheader', { name: 'Username' });

  await header.click();
  await expect(page).toHaveURL(/sort=user_name/);
  await expect
    .poll(async () => {
      const names = await userNames(page);
      return names.length > 1 && names.join() === ascending(names).join();
    })
    .toBe(true);

  await header.click();
  await expect(page).toHaveURL(/sort=user_name.*order=desc|order=desc.*sort=user_name/);
  await expect
    .poll(async () => {
      const names = await userNames(page);
      return names.length > 1 && names.join() === descending(names).join();
    })
    .toBe(true);

  // Ten a page by default; the demo data holds more than ten users.
  await expect(page.locator('tbody tr.ant-table-row')).toHaveCount(10);
  await page.locator('.ant-pagination-item-2').click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.locator('.ant-pagination-item-2')).toHaveClass(/ant-pagination-item-active/);

  // A reload (or a shared link) shows the same view.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  await expect(page.locator('.ant-pagination-item-2')).toHaveClass(/ant-pagination-item-active/);
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect
    .poll(async () => {
      const names = await userNames(page);
      return names.length > 0 && names.join() === descending(names).join();
    })
    .toBe(true);

  // A new page size starts again from the first page.
  await chooseOption(page, pageSizeChanger(page), '20 / page');
  await expect(page).toHaveURL(/page_size=20/);
  await expect(page).not.toHaveURL(/[?&]page=2/);
  await expect.poll(async () => (await userNames(page)).length).toBeGreaterThan(10);

  // Back returns to the second page of ten, in the same order.
  await page.goBack();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page).not.toHaveURL(/page_size/);
  await expect(page.locator('.ant-pagination-item-2')).toHaveClass(/ant-pagination-item-active/);
  await expect(header).toHaveAttribute('aria-sort', 'descending');
});
