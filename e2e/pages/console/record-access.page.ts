import type { Page } from 'playwright-core';
import { ConsoleListPage } from './console-list.page';

/** /recordAccesses: the access log of the health record (clinic administrators). */
export class RecordAccessListPage extends ConsoleListPage {
  static open(page: Page, consoleUrl: string): Promise<RecordAccessListPage> {
    return RecordAccessListPage.openAt(page, `${consoleUrl}/#/recordAccesses`);
  }

  /** Shows only the refused accesses (the Outcome filter), as an administrator would. */
  async onlyRefused(label: string): Promise<void> {
    await this.page.getByLabel(label).click();
    await this.page.getByRole('option', { name: label === 'Resultado' ? 'Recusado' : 'Refused' }).click();
    await this.page.locator('[data-testid="record-access-outcome"][data-outcome="DENIED"]').first().waitFor();
  }

  /** The outcome of each row shown ('ALLOWED' or 'DENIED'). */
  outcomes(): Promise<string[]> {
    return this.page
      .locator('[data-testid="record-access-outcome"]')
      .evaluateAll((cells) => cells.map((c) => c.getAttribute('data-outcome') ?? ''));
  }

  /** The first row, newest: the patient, the reader and what was read, as shown. */
  async newest(): Promise<{ patient: string; reader: string; roles: string; what: string; access: string; refused: boolean }> {
    const [patient, reader, roles, what] = await Promise.all(
      ['personName', 'readerName', 'readerRoles', 'kind'].map(async (column) => (await this.column(column))[0] ?? ''),
    );
    const access = (await this.page.getByTestId('record-access-action').first().textContent()) ?? '';
    const refused = (await this.outcomes())[0] === 'DENIED';
    return { patient: patient!, reader: reader!, roles: roles!, what: what!, access, refused };
  }
}
