import type { Page } from 'playwright-core';

/** Presses Tab until the element matching the selector has the focus (the keyboard-only way to reach it). */
export async function tabTo(page: Page, selector: string, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`${selector} was not reached with Tab`);
}
