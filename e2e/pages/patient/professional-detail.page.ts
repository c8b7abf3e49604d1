import type { Locator, Page } from 'playwright-core';

type NoteField = 'notes' | 'orientation' | 'cid10' | 'upshot';

/** Selector map of the professional's appointment detail (/appointment/detail/:id, D/DC variant). */
export const detailSelectors = {
  root: '[data-testid="professional-appointment-detail"]',
  patient: '[data-testid="detail-patient-name"]',
  age: '[data-testid="detail-age"]',
  when: '[data-testid="detail-when"]',
  reason: '[data-testid="detail-reason"]',
  status: '[data-testid="professional-appointment-detail"] [data-testid="appointment-status"]',
  action: (status: string) => `[data-testid="professional-appointment-detail"] [data-testid="action-${status}"]`,
  historyToggle: '[data-testid="history-toggle"]',
  historyItem: '[data-testid="history-item"]',
  note: (field: NoteField) => `[data-testid="notes-${field}"]`,
  noteError: (field: NoteField) => `#notes-${field}-helper-text`,
  saveNotes: '[data-testid="notes-save"]',
  notesMessage: '[data-testid="notes-message"]',
  back: '[data-testid="detail-back"]',
  shareLinkForm: '[data-testid="share-link-form"]',
  shareLinkField: (field: ShareLinkField) => `[data-testid="share-link-form"] [name="${field}"]`,
  shareLinkSubmit: '[data-testid="share-link-submit"]',
  shareLinkDone: '[data-testid="share-link-done"]',
} as const;

type ShareLinkField = 'title' | 'url' | 'note';

/** One appointment as its professional sees it: the patient, time, reason, status actions, history and notes. */
export class ProfessionalDetailPage {
  constructor(readonly page: Page) {}

  static async open(page: Page, patientUrl: string, id: string): Promise<ProfessionalDetailPage> {
    await page.goto(`${patientUrl}/appointment/detail/${id}`);
    const detail = new ProfessionalDetailPage(page);
    await page.locator(detailSelectors.root).waitFor();
    return detail;
  }

  text(part: 'patient' | 'age' | 'when' | 'reason' | 'status'): Promise<string | null> {
    return this.page.locator(detailSelectors[part]).textContent();
  }

  historyItems(): Locator {
    return this.page.locator(detailSelectors.historyItem);
  }

  async openHistory(): Promise<void> {
    await this.page.locator(detailSelectors.historyToggle).click();
    await this.historyItems().first().waitFor();
  }

  note(field: NoteField): Locator {
    return this.page.locator(detailSelectors.note(field));
  }

  noteError(field: NoteField): Locator {
    return this.page.locator(detailSelectors.noteError(field));
  }

  async writeNote(field: NoteField, text: string): Promise<void> {
    await this.note(field).fill(text);
  }

  async saveNotes(): Promise<void> {
    await this.page.locator(detailSelectors.saveNotes).click();
  }

  /** The page's own way back (to today's list, or to the list it was opened from). */
  async back(): Promise<void> {
    await this.page.locator(detailSelectors.back).click();
    await this.page.locator(detailSelectors.back).waitFor({ state: 'detached' });
  }

  notesMessage(): Locator {
    return this.page.locator(detailSelectors.notesMessage);
  }

  /** Opens the notes' versions under the form; answers once they are listed. */
  async openNotesHistory(): Promise<void> {
    await this.page.getByTestId('notes-history-toggle').click();
    await this.page.getByTestId('notes-history').waitFor();
  }

  /** The versions as listed (newest first): number, heading and the notes' text; and whether the chain verified. */
  async notesHistory(): Promise<{
    intact: string | null;
    chain: string;
    versions: Array<{ version: number; heading: string; notes: string }>;
  }> {
    const history = this.page.getByTestId('notes-history');
    const versions = await history.getByTestId('notes-history-version').evaluateAll((items) =>
      items.map((item) => ({
        version: Number(item.getAttribute('data-version')),
        heading: item.querySelector('p')?.textContent ?? '',
        notes: item.querySelector('[data-field="notes"]')?.textContent ?? '',
      })),
    );
    return {
      intact: await history.getAttribute('data-intact'),
      chain: (await this.page.getByTestId('notes-history-chain').textContent()) ?? '',
      versions,
    };
  }

  /** Fills the "share a link" form under the notes and sends it. */
  async shareLink(values: Partial<Record<ShareLinkField, string>>): Promise<void> {
    for (const [field, value] of Object.entries(values) as Array<[ShareLinkField, string]>) {
      await this.page.locator(detailSelectors.shareLinkField(field)).fill(value);
    }
    await this.page.locator(detailSelectors.shareLinkSubmit).click();
  }

  /** The message under a field of the share form. */
  shareLinkError(field: ShareLinkField): Locator {
    return this.page.locator(`#share-link-${field}-helper-text`);
  }

  shareLinkDone(): Locator {
    return this.page.locator(detailSelectors.shareLinkDone);
  }
}
