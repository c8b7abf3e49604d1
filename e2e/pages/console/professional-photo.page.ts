import type { Locator, Page } from 'playwright-core';
import { consoleListSelectors } from './console-list.page';

/** Selector map of a professional's photo: the edit page's photo input and the show page's photo (test ids, never text). */
export const professionalPhotoSelectors = {
  input: '[data-testid="professional-photo-input"]',
  file: '[data-testid="professional-photo-input"] input[type="file"][name="photo"]',
  helper: '[data-testid="professional-photo-helper"]',
  photo: '[data-testid="professional-photo"]',
  image: '[data-testid="professional-photo"] img',
  remove: '[data-testid="professional-photo-remove"]',
  confirm: '.MuiDialog-root button.ra-confirm',
  notification: '.MuiSnackbarContent-message',
} as const;

const s = professionalPhotoSelectors;

export type PhotoFile = { name: string; mimeType: string; buffer: Buffer };

/** The photo on the professional's edit page (Profile tab) and show page (Profile tab). */
export class ProfessionalPhotoPage {
  constructor(private readonly page: Page) {}

  /** The edit page, Profile tab (the form's second tab). */
  static async openEdit(page: Page, consoleUrl: string, id: string): Promise<ProfessionalPhotoPage> {
    await page.goto(`${consoleUrl}/#/professionals/${encodeURIComponent(id)}/1`);
    await page.locator(s.input).waitFor();
    return new ProfessionalPhotoPage(page);
  }

  /** The show page, Profile tab. */
  static async openShow(page: Page, consoleUrl: string, id: string): Promise<ProfessionalPhotoPage> {
    await page.goto(`${consoleUrl}/#/professionals/${encodeURIComponent(id)}/show/1`);
    await page.locator(s.photo).first().waitFor();
    return new ProfessionalPhotoPage(page);
  }

  /** Counts the upload mutations the page sends from now on (read the count with the returned function). */
  countUploads(): () => number {
    let sent = 0;
    this.page.on('request', (request) => {
      if (request.method() === 'POST' && request.postData()?.includes('uploadProfessionalPhoto')) sent++;
    });
    return () => sent;
  }

  async choose(file: PhotoFile): Promise<void> {
    await this.page.locator(s.file).setInputFiles(file);
  }

  helperText(): Locator {
    return this.page.locator(s.helper);
  }

  fileInput(): Locator {
    return this.page.locator(s.file);
  }

  notification(): Locator {
    return this.page.locator(s.notification).first();
  }

  /** The photo's src once an image is shown (null while the initials are). */
  async photoSrc(): Promise<string | null> {
    const image = this.page.locator(s.image).first();
    return (await image.count()) ? image.getAttribute('src') : null;
  }

  /** Waits until the shown photo is loaded from the given URL (its bytes decoded by the browser); answers its width. */
  async loadedWidth(src: string): Promise<number> {
    const image = this.page.locator(`${s.image}[src="${src}"]`).first();
    await image.waitFor();
    await this.page.waitForFunction((el) => (el as HTMLImageElement).complete, await image.elementHandle());
    return image.evaluate((el) => (el as HTMLImageElement).naturalWidth);
  }

  async remove(): Promise<void> {
    await this.page.locator(s.remove).click();
    await this.page.locator(s.confirm).click();
  }

  /** The list row's photo of a professional (avatar column). */
  listPhotoSrc(name: string): Promise<string | null> {
    return this.page
      .locator(consoleListSelectors.row)
      .filter({ has: this.page.locator(consoleListSelectors.rowCell('name'), { hasText: name }) })
      .locator(s.image)
      .first()
      .getAttribute('src');
  }
}
