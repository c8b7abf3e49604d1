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
  redFlagRow: '[data-testid="protocol-row"][data-red-flag="true"]',
  redFlag: '[data-testid="red-flag"]',
  redFlagIcon: '[data-testid="red-flag-icon"]',
  complaint: '[data-testid="protocol-complaint"]',
  alert: '[data-testid="red-flag-alert"]',
  alertItem: '[data-testid="red-flag-alert-item"]',
  acknowledge: '[data-testid="red-flag-acknowledge"]',
  enableNotifications: '[data-testid="board-notifications"]',
  notificationsOn: '[data-testid="board-notifications-on"]',
  mute: '[data-testid="board-mute"]',
} as const;

/** What the board asked of the browser's sound and notifications, as RECORD_ALERTS_SCRIPT keeps it. */
export type RecordedAlerts = {
  beeps: number;
  frequencies: number[];
  permissionRequests: number;
  notifications: Array<{ title: string; body: string }>;
};

/**
 * Runs in the page before the console (plain JavaScript, as the browser receives it): the Web Audio AudioContext is
 * wrapped (the real one plays; each oscillator started is counted with its frequency) and Notification is replaced by
 * a recorder whose permission starts undecided and is granted when asked — a headless browser can neither be heard
 * nor show a desktop notification.
 */
const RECORD_ALERTS_SCRIPT = `
(() => {
  const record = { beeps: 0, frequencies: [], permissionRequests: 0, notifications: [] };
  window.__boardAlerts = record;
  const Real = window.AudioContext;
  if (Real) {
    window.AudioContext = class extends Real {
      createOscillator() {
        const oscillator = super.createOscillator();
        const start = oscillator.start.bind(oscillator);
        oscillator.start = (when) => {
          record.beeps += 1;
          record.frequencies.push(oscillator.frequency.value);
          start(when);
        };
        return oscillator;
      }
    };
  }
  class RecordingNotification {
    constructor(title, options) {
      record.notifications.push({ title, body: (options && options.body) || '' });
      this.onclick = null;
    }
    close() {}
    static async requestPermission() {
      record.permissionRequests += 1;
      RecordingNotification.permission = 'granted';
      return 'granted';
    }
  }
  RecordingNotification.permission = 'default';
  window.Notification = RecordingNotification;
})();
`;

export type BoardRow = { position: string; number: string; patient: string; waiting: string; step: string; status: string };

/** The console's live board (#/emergencyBoard). */
export class EmergencyBoardPage {
  constructor(private readonly page: Page) {}

  static async open(page: Page, consoleUrl: string): Promise<EmergencyBoardPage> {
    await page.goto(`${consoleUrl}/#/emergencyBoard`);
    await page.locator(`${emergencyBoardSelectors.board}, ${emergencyBoardSelectors.offline}`).first().waitFor();
    return new EmergencyBoardPage(page);
  }

  /**
   * Opens the board in a page that records the alert's sound and notifications (RECORD_ALERTS_SCRIPT): the script is
   * added to the page, which is loaded again so that it runs before the console.
   */
  static async openRecordingAlerts(page: Page, consoleUrl: string): Promise<EmergencyBoardPage> {
    await page.addInitScript({ content: RECORD_ALERTS_SCRIPT });
    await page.goto(`${consoleUrl}/#/emergencyBoard`);
    await page.reload();
    await page.locator(emergencyBoardSelectors.board).waitFor();
    return new EmergencyBoardPage(page);
  }

  /** What the board asked of the browser so far (only in a page opened by openRecordingAlerts). */
  async recordedAlerts(): Promise<RecordedAlerts> {
    return this.page.evaluate(() => (window as unknown as { __boardAlerts: RecordedAlerts }).__boardAlerts);
  }

  /** The row's red-flag mark (icon and text), and its complaint. */
  redFlagOf(queueName: string, patient: string): Locator {
    return this.row(queueName, patient).locator(emergencyBoardSelectors.redFlag);
  }

  redFlagIconOf(queueName: string, patient: string): Locator {
    return this.row(queueName, patient).locator(emergencyBoardSelectors.redFlagIcon);
  }

  complaintOf(queueName: string, patient: string): Locator {
    return this.row(queueName, patient).locator(emergencyBoardSelectors.complaint);
  }

  /** The patient names of a queue's rows, top to bottom. */
  async patientsInOrder(queueName: string): Promise<string[]> {
    return (await this.rows(queueName)).map((r) => r.patient);
  }

  /** The page's red-flag alert (until acknowledged). */
  alert(): Locator {
    return this.page.locator(emergencyBoardSelectors.alert);
  }

  async alertItems(): Promise<string[]> {
    return (await this.alert().locator(emergencyBoardSelectors.alertItem).allTextContents()).map((t) => t.trim());
  }

  async acknowledge(): Promise<void> {
    await this.alert().locator(emergencyBoardSelectors.acknowledge).click();
  }

  enableNotificationsButton(): Locator {
    return this.page.locator(emergencyBoardSelectors.enableNotifications);
  }

  notificationsOn(): Locator {
    return this.page.locator(emergencyBoardSelectors.notificationsOn);
  }

  muteButton(): Locator {
    return this.page.locator(emergencyBoardSelectors.mute);
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
