import type { Page } from 'playwright-core';
import { ConsoleListPage } from './console-list.page';

/** /recordAccesses: the access log of the health record (clinic administrators). */
export class RecordAccessListPage extends ConsoleListPage {
  static open(page: Page, consoleUrl: string): Promise<RecordAccessListPage> {
    return RecordAccessListPage.openAt(page, `${consoleUrl}/#/recordAccesses`);
  }

  /** The first row, newest: the patient, the reader and what was read, as shown. */
  async newest(): Promise<{ patient: string; reader: string; roles: string; what: string }> {
    const [patient, reader, roles, what] = await Promise.all(
      ['personName', 'readerName', 'readerRoles', 'kind'].map(async (column) => (await this.column(column))[0] ?? ''),
    );
    return { patient: patient!, reader: reader!, roles: roles!, what: what! };
  }
}
