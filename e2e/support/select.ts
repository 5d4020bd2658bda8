import { expect, type Locator, type Page } from '@playwright/test';

export interface ChooseOptions {
  /** Typed into the Select's search box first (a Select that searches). */
  search?: string;
  /** A multiple Select: its dropdown stays open after the pick. */
  multiple?: boolean;
}

/**
 * Opens an antd Select and picks the option showing `option` (the whole text when a string), as
 * a person does: once the dropdown has finished opening. A click during its opening motion could
 * be lost on a busy machine (CI: the employees test's Role stayed empty, the dropdown still open after
 * the click), so the click waits for the motion's classes to go, and a single Select's dropdown
 * must close on it. Answers the picked option's text.
 */
export async function chooseOption(
  page: Page,
  select: Locator,
  option: string | RegExp,
  { search, multiple = false }: ChooseOptions = {},
): Promise<string> {
  await select.click();
  if (search !== undefined) await select.fill(search);
  const dropdown = page.locator('.ant-select-dropdown:visible');
  await expect(dropdown).toBeVisible();
  await expect(dropdown).not.toHaveClass(/-(appear|enter)(-|\s|$)/);
  const text = typeof option === 'string' ? new RegExp(`^${escapeRegExp(option)}$`) : option;
  const item = dropdown.locator('.ant-select-item-option').filter({ hasText: text }).first();
  const picked = (await item.innerText()).trim();
  await item.click();
  // A multiple Select shows the pick as a tag (its search, and so its list, may be cleared).
  if (multiple) {
    const tag = page.locator('.ant-select-selection-item').filter({ hasText: picked });
    await expect(tag.first()).toBeVisible();
  } else await expect(dropdown).toBeHidden();
  return picked;
}

/**
 * A list's page size choice (components/list-table.tsx): the console's Select, still its stand-in
 * until it is reached, then antd's; both carry antd's size-changer class.
 */
export const pageSizeChanger = (page: Page) => page.locator('.ant-pagination-options-size-changer');

/** Expects the list's page size choice to show `text`, whether or not it has loaded. */
export async function expectPageSize(page: Page, text: string) {
  await expect
    .poll(() =>
      pageSizeChanger(page).evaluate((changer) =>
        // The stand-in shows the choice as its input's value; antd's Select as text, beside an
        // empty search input.
        (changer.querySelector('input')?.value || changer.textContent || '').trim(),
      ),
    )
    .toBe(text);
}

/** An option whose text holds `text` somewhere, as written (case included). */
export function containing(text: string): RegExp {
  return new RegExp(escapeRegExp(text));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
