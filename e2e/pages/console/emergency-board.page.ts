import type { Locator, Page } from 'playwright-core';

/** Selector map of the emergency live board: test ids and roles, never translated text. */
export const emergencyBoardSelectors = {
  board: '[data-testid="emergency-board"]',
  offline: '[data-testid="emergency-offline"]',
  queue: (name: string) => `[data-testid="queue-${name}"]`,
  row: '[data-testid="protocol-row"]',
  live: '[data-testid="board-live"]',
  closeButton: '[data-testid="close-protocol"]',
  dialog: '[role="dialog"]',
  reason: '[role="dialog"] textarea[name="reason"]',
  reasonHelper: '[role="dialog"] .MuiFormHelperText-root',
  confirm: '[data-testid="close-protocol-confirm"]',
} as const;

export type BoardRow = { position: string; number: string; patient: string; waiting: string; step: string; status: string };

/** The console's live board (#/emergencyBoard). */
export class EmergencyBoardPage {
  constructor(private readonly page: Page) {}

  static async open(page: Page, consoleUrl: string): Promise<EmergencyBoardPage> {
    await page.goto(`${consoleUrl}/#/emergencyBoard`);
    await page.locator(`${emergencyBoardSelectors.board}, ${emergencyBoardSelectors.offline}`).first().waitFor();
    return new EmergencyBoardPage(page);
  }

  /** Resolves once the board follows the live changes (its subscription is registered). */
  async waitUntilLive(): Promise<void> {
    await this.page.locator(emergencyBoardSelectors.live).waitFor({ timeout: 10_000 });
  }

  queue(name: string): Locator {
    return this.page.locator(emergencyBoardSelectors.queue(name));
  }

  offline(): Locator {
    return this.page.locator(emergencyBoardSelectors.offline);
  }

  /** The rows of a queue, cell by cell. */
  async rows(queueName: string): Promise<BoardRow[]> {
    const rows = this.queue(queueName).locator(emergencyBoardSelectors.row);
    const out: BoardRow[] = [];
    for (const row of await rows.all()) {
      const cells = (await row.locator('td').allTextContents()).map((t) => t.trim());
      out.push({ position: cells[0]!, number: cells[1]!, patient: cells[2]!, waiting: cells[3]!, step: cells[4]!, status: cells[5]! });
    }
    return out;
  }

  row(queueName: string, patient: string): Locator {
    return this.queue(queueName).locator(emergencyBoardSelectors.row).filter({ hasText: patient });
  }

  /** Opens the row's "Close protocol" dialog. */
  async openClose(queueName: string, patient: string): Promise<void> {
    await this.row(queueName, patient).locator(emergencyBoardSelectors.closeButton).click();
    await this.page.locator(emergencyBoardSelectors.dialog).waitFor();
  }

  reason(): Locator {
    return this.page.locator(emergencyBoardSelectors.reason);
  }

  reasonHelper(): Locator {
    return this.page.locator(emergencyBoardSelectors.reasonHelper);
  }

  dialog(): Locator {
    return this.page.locator(emergencyBoardSelectors.dialog);
  }

  async confirm(): Promise<void> {
    await this.page.locator(emergencyBoardSelectors.confirm).click();
  }
}
