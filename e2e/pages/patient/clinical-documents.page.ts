import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';

/** Test ids of the clinical documents' screens (patient-app/src/features/clinical-documents). */
export const documentSelectors = {
  professional: '[data-testid="professional-documents"]',
  patient: '[data-testid="patient-documents"]',
  row: '[data-testid="document-row"]',
  rowOf: (kind: string) => `[data-testid="document-row"][data-kind="${kind}"]`,
  dialog: '[data-testid="document-dialog"]',
  result: '[data-testid="document-issue-result"]',
} as const;

export type PrescribedItem = { medication: string; dosage: string; route: string; quantity: string; duration: string };
export type DocumentRow = { id: string; kind: string; status: string; superseded: boolean; code: string };

/** Reads a row's kind, signature status and whether it is superseded (its chips) and its printed code. */
async function rowsOf(list: Locator): Promise<DocumentRow[]> {
  return list.locator(documentSelectors.row).evaluateAll((nodes) =>
    nodes.map((node) => ({
      id: node.getAttribute('data-id') ?? '',
      kind: node.getAttribute('data-kind') ?? '',
      status: node.querySelector('[data-testid="document-signature-status"]')?.getAttribute('data-status') ?? '',
      superseded: node.querySelector('[data-testid="document-superseded"]') !== null,
      code: node.querySelector('[data-testid="document-code"]')?.textContent ?? '',
    })),
  );
}

/** The professional's "Documents" of an appointment (its page or the room's notes panel). */
export class ProfessionalDocuments {
  readonly section: Locator;

  constructor(private readonly page: Page) {
    this.section = page.locator(documentSelectors.professional);
  }

  async rows(): Promise<DocumentRow[]> {
    await this.section.waitFor();
    return rowsOf(this.section);
  }

  /** Opens "New document", fills a prescription and the certificate's password, issues it; answers the result's status. */
  async prescribe(items: PrescribedItem[], password: string): Promise<string> {
    await this.section.getByTestId('document-new').click();
    await this.fillPrescription(items);
    return this.issue(password);
  }

  /** "Correct" on a row: the form comes prefilled with it; `change` edits it before it is issued. */
  async correct(id: string, password: string, change: (dialog: Locator) => Promise<void>): Promise<string> {
    await this.section.locator(`${documentSelectors.row}[data-id="${id}"]`).getByTestId('document-correct').click();
    await change(this.page.locator(documentSelectors.dialog));
    return this.issue(password);
  }

  async fillPrescription(items: PrescribedItem[]): Promise<void> {
    const dialog = this.page.locator(documentSelectors.dialog);
    await dialog.waitFor();
    for (const [i, item] of items.entries()) {
      if (i > 0) await dialog.getByTestId('prescription-add').click();
      await dialog.getByTestId(`prescription-medication-${i}`).fill(item.medication);
      await dialog.getByTestId(`prescription-dosage-${i}`).fill(item.dosage);
      await dialog.getByTestId(`prescription-route-${i}`).selectOption(item.route);
      await dialog.getByTestId(`prescription-quantity-${i}`).fill(item.quantity);
      await dialog.getByTestId(`prescription-duration-${i}`).fill(item.duration);
    }
  }

  /** Types the certificate's password, issues, and answers the result's status (SIGNED or UNSIGNED), then closes. */
  private async issue(password: string): Promise<string> {
    const dialog = this.page.locator(documentSelectors.dialog);
    await dialog.getByTestId('document-password').fill(password);
    await dialog.getByTestId('document-issue').click();
    const result = dialog.getByTestId('document-issue-result');
    await result.waitFor({ timeout: 30_000 });
    const status = (await result.getAttribute('data-status')) ?? '';
    const failure = dialog.getByTestId('document-signing-error');
    if (await failure.count()) console.log('signing error', await failure.getAttribute('data-code'), await failure.textContent());
    await dialog.getByTestId('document-dialog-done').click();
    await dialog.waitFor({ state: 'detached' });
    return status;
  }
}

/** The patient's documents (the appointment's page, the health record). */
export class PatientDocuments {
  readonly list: Locator;

  constructor(private readonly page: Page) {
    this.list = page.locator(documentSelectors.patient);
  }

  async rows(): Promise<DocumentRow[]> {
    await this.list.locator(documentSelectors.row).first().waitFor();
    return rowsOf(this.list);
  }

  /** Downloads a document's PDF through its link; answers the file's name and bytes. */
  async download(id: string): Promise<{ name: string; bytes: Buffer }> {
    const row = this.list.locator(`${documentSelectors.row}[data-id="${id}"]`);
    const [download] = await Promise.all([this.page.waitForEvent('download'), row.getByTestId('document-download').click()]);
    const path = await download.path();
    return { name: download.suggestedFilename(), bytes: await readFile(path) };
  }

  validationPath(id: string): Promise<string | null> {
    return this.list.locator(`${documentSelectors.row}[data-id="${id}"]`).getByTestId('document-validation-link').getAttribute('href');
  }
}

export type DispensingInput = { secret: string; name: string; registration: string; state: string; extent: 'WHOLE' | 'PARTIAL' };

/** The public validation page (/d/:code) with the pharmacy's dispensing form. */
export class ValidationPage {
  constructor(readonly page: Page) {}

  static async open(page: Page, url: string): Promise<ValidationPage> {
    await page.goto(url);
    await page.locator('[data-testid="validation-details"], [data-testid="validation-not-found"]').first().waitFor();
    return new ValidationPage(page);
  }

  async details(): Promise<{ signature: string; dispensed: string; superseded: boolean; text: string }> {
    const details = this.page.getByTestId('validation-details');
    return {
      signature: (await this.page.getByTestId('validation-signature-status').getAttribute('data-status')) ?? '',
      dispensed:
        (await this.page
          .getByTestId('validation-dispensing-status')
          .getAttribute('data-dispensed')
          .catch(() => null)) ?? '',
      superseded: (await this.page.getByTestId('validation-superseded').count()) > 0,
      text: (await details.textContent()) ?? '',
    };
  }

  hasDispenseForm(): Promise<boolean> {
    return this.page
      .getByTestId('dispense-form')
      .count()
      .then((n) => n > 0);
  }

  /** Fills and sends the dispensing form; answers the field errors shown (empty when it was recorded). */
  async dispense(input: DispensingInput): Promise<string[]> {
    const form = this.page.getByTestId('dispense-form');
    await form.getByTestId('dispense-secret').fill(input.secret);
    await form.getByTestId('dispense-pharmacistName').fill(input.name);
    await form.getByTestId('dispense-pharmacistRegistration').fill(input.registration);
    await form.getByTestId('dispense-pharmacistState').selectOption(input.state);
    await form.getByTestId(`dispense-extent-${input.extent}`).check();
    await form.getByTestId('dispense-submit').click();
    await this.page.locator('[data-testid="dispense-done"], .Mui-error, [data-testid="dispense-error"]').first().waitFor();
    if (await this.page.getByTestId('dispense-done').count()) return [];
    return this.page.locator('.MuiFormHelperText-root.Mui-error, [data-testid="dispense-error"]').allTextContents();
  }
}
