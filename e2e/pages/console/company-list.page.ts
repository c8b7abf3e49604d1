import type { Page } from 'playwright-core';
import { ConsoleListPage, consoleListSelectors } from './console-list.page';

/** Selector map of the companies list, beside the table's (console-list.page.ts): column classes and data attributes. */
export const companyListSelectors = {
  sortButton: (column: string) => `thead th.column-${column} [role="button"][data-field="${column}"]`,
  activeSort: 'thead .MuiTableSortLabel-root.Mui-active',
  pageButton: '.MuiPagination-root button.MuiPaginationItem-page',
} as const;

export type SortOrder = 'ASC' | 'DESC';

/** /companies: read the rows, page, sort, open a company. */
export class CompanyListPage extends ConsoleListPage {
  static open(page: Page, consoleUrl: string): Promise<CompanyListPage> {
    return CompanyListPage.openAt(page, `${consoleUrl}/#/companies`);
  }

  /** The list's query string, as react-admin keeps it in the URL (page, perPage, sort, order, filter). */
  params(): URLSearchParams {
    return new URLSearchParams(new URL(this.page.url()).hash.split('?')[1] ?? '');
  }

  async names(): Promise<string[]> {
    return this.column('name');
  }

  /** Runs an action that reloads the rows, and waits until other rows are shown. */
  private async untilRowsChange(action: () => Promise<void>): Promise<void> {
    const before = (await this.names()).join('\n');
    await action();
    await this.page.waitForFunction(
      ([selector, previous]) => Array.from(document.querySelectorAll(selector), (cell) => cell.textContent).join('\n') !== previous,
      [consoleListSelectors.cell('name'), before] as const,
    );
    await this.waitForRows();
  }

  async goToPage(page: number): Promise<void> {
    await this.untilRowsChange(() => this.page.locator(companyListSelectors.pageButton).getByText(String(page), { exact: true }).click());
  }

  /** The column the list is sorted by, and in which order, as the header shows it. */
  async sortedBy(): Promise<{ column: string | null; order: SortOrder }> {
    const label = this.page.locator(companyListSelectors.activeSort);
    const descending = (await label.getAttribute('class'))?.includes('MuiTableSortLabel-directionDesc');
    return { column: await label.getAttribute('data-field'), order: descending ? 'DESC' : 'ASC' };
  }

  /** Clicks a column header until the list is sorted by it in the given order. */
  async sortBy(column: string, order: SortOrder): Promise<void> {
    for (let clicks = 0; clicks < 2; clicks++) {
      const current = await this.sortedBy();
      if (current.column === column && current.order === order) return;
      await this.untilRowsChange(() => this.page.locator(companyListSelectors.sortButton(column)).click());
    }
  }

  /** Opens a company's show page by clicking its row. */
  async openRow(name: string): Promise<void> {
    await this.openRowWith('name', name);
  }
}
