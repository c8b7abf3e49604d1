import type { Locator } from 'playwright-core';

/**
 * The apps' date and time inputs are MUI X pickers (patient-app layout/DateInput, TimeInput): a hidden input holds the
 * value and names the field; people type into its sections (day, month, year; hour, minute, AM/PM) in the order of the
 * page's language. These helpers type as a person does, from the field's hidden input.
 */
const sectionsOf = (hidden: Locator) =>
  hidden.locator('xpath=ancestor::div[contains(@class,"MuiPickersInputBase-root")][1]').locator('[role="spinbutton"]');

/** Each section's largest value, in the order shown: 31 day, 12 month (or 12-hour clock), 9999 year, 23 hour, 59 minute. */
async function clear(hidden: Locator): Promise<number[]> {
  const sections = sectionsOf(hidden);
  const maxima = (await sections.evaluateAll((els) => els.map((e) => e.getAttribute('aria-valuemax')))).map((v) => Number(v ?? Number.NaN));
  await sections.first().click();
  const page = hidden.page();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  return maxima;
}

/** Types `yyyy-MM-dd` into a date input (dd/mm/aaaa in Portuguese, mm/dd/yyyy in English); '' clears it. */
export async function fillDate(hidden: Locator, iso: string): Promise<void> {
  const maxima = await clear(hidden);
  if (!iso) return;
  const [year, month, day] = iso.split('-');
  const digits = maxima.map((max) => (max === 9999 ? year : max === 12 ? month : day)).join('');
  await hidden.page().keyboard.type(digits!);
}

/** Types `HH:mm` (24-hour) into a time input: as is in Portuguese, as hh:mm AM/PM in English. */
export async function fillTime(hidden: Locator, hhmm: string): Promise<void> {
  const maxima = await clear(hidden);
  if (!hhmm) return;
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const twelve = maxima[0] === 12;
  const hour = twelve ? (h % 12 === 0 ? 12 : h % 12) : h;
  const text = `${String(hour).padStart(2, '0')}${String(m).padStart(2, '0')}${twelve ? (h < 12 ? 'A' : 'P') : ''}`;
  await hidden.page().keyboard.type(text);
}

/** What the field shows, as a person reads it ("DD/MM/AAAA" when empty in Portuguese, "04/12/1985" once typed in English). */
export async function shownValue(hidden: Locator): Promise<string> {
  const root = hidden.locator('xpath=ancestor::div[contains(@class,"MuiPickersInputBase-root")][1]');
  return ((await root.locator('.MuiPickersSectionList-root').textContent()) ?? '').replace(/[\u2066-\u2069\u200e\u200f]/g, '').trim();
}
