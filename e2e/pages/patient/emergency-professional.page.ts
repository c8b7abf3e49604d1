import type { Locator, Page } from 'playwright-core';

/** Selector map of the professional's virtual line (/emergency/professional): test ids and data attributes, never text. */
export const lineSelectors = {
  screen: '[data-testid="line-screen"]',
  screenOf: (kind: LineScreen) => `[data-testid="line-screen"][data-screen="${kind}"]`,
  live: '[data-testid="line-live"]',
  offline: '[data-testid="emergency-offline"]',
  actionError: '[data-testid="action-error"]',
  checkInQueue: '[data-testid="check-in-queue"]',
  checkInSubmit: '[data-testid="check-in-submit"]',
  noQueue: '[data-testid="no-queue"]',
  queueLine: (name: string) => `[data-testid="queue-line"][data-queue="${name}"]`,
  waitingPatient: '[data-testid="waiting-patient"]',
  waitingByNumber: (number: string) => `[data-testid="waiting-patient"][data-protocol="${number}"]`,
  waitingName: '[data-testid="waiting-name"]',
  waitingComplaint: '[data-testid="waiting-complaint"]',
  waitingTime: '[data-testid="waiting-time"]',
  priorityChip: '[data-testid="priority-chip"]',
  callNext: '[data-testid="call-next"]',
  checkOut: '[data-testid="check-out"]',
  notice: '[data-testid="dashboard-notice"]',
  patientName: '[data-testid="patient-name"]',
  complaint: '[data-testid="summary-complaint"] dd',
  reasons: '[data-testid="triage-reasons"] li',
  enterRoom: '[data-testid="enter-room"]',
  finish: '[data-testid="finish-attendance"]',
  confirm: '[data-testid="room-confirm"]',
  backToRoom: '[data-testid="back-to-room"]',
  forwardQueue: '[data-testid="forward-queue"]',
  forwardOption: '[data-testid="forward-queue-option"]',
  forwardSubmit: '[data-testid="forward-submit"]',
  finished: '[data-testid="attendance-finished"]',
  finishedSummary: '[data-testid="finished-summary"]',
  endDashboard: '[data-testid="end-dashboard"]',
  roomBackToLine: '[data-testid="room-back-to-virtual-line"]',
} as const;

/** The screens of the virtual line, from data-screen of its section. */
export type LineScreen = 'loading' | 'offline' | 'error' | 'checkIn' | 'dashboard' | 'ready' | 'attending' | 'end';

/** The professional's virtual line: check in, the dashboard's queues, call, the room, finish or forward. */
export class EmergencyProfessionalPage {
  constructor(readonly page: Page) {}

  static async open(page: Page, patientUrl: string): Promise<EmergencyProfessionalPage> {
    await page.goto(`${patientUrl}/emergency/professional`);
    const line = new EmergencyProfessionalPage(page);
    await line.loaded();
    return line;
  }

  locator(selector: string): Locator {
    return this.page.locator(selector);
  }

  /** Waits until the line has read the data: any screen but loading. */
  async loaded(): Promise<void> {
    await this.locator(`${lineSelectors.screen}:not([data-screen="loading"])`).waitFor();
  }

  screen(): Promise<string | null> {
    return this.locator(lineSelectors.screen).getAttribute('data-screen');
  }

  async waitForScreen(kind: LineScreen): Promise<void> {
    await this.locator(lineSelectors.screenOf(kind)).waitFor();
  }

  /** The labels of the check-in's queues ("Clínica geral (0 waiting)"). */
  checkInQueues(): Promise<string[]> {
    return this.locator(lineSelectors.checkInQueue).allTextContents();
  }

  /** Checks in to the queues as chosen (every granted one by default) and waits for the dashboard. */
  async checkIn(): Promise<void> {
    await this.locator(lineSelectors.checkInSubmit).click();
    await this.waitForScreen('dashboard');
  }

  /** The row of a waiting protocol (by number) in a queue's line; waits for it (the dashboard updates by itself). */
  async waitingRow(queueName: string, number: string): Promise<Locator> {
    const row = this.locator(`${lineSelectors.queueLine(queueName)} ${lineSelectors.waitingByNumber(number)}`);
    await row.waitFor();
    return row;
  }

  async callNext(): Promise<void> {
    await this.locator(lineSelectors.callNext).click();
    await this.waitForScreen('ready');
  }

  /** "Enter the attendance room": the video room opens (its URL carries from=emergency). */
  async enterRoom(): Promise<void> {
    await this.locator(lineSelectors.enterRoom).click();
    await this.page.waitForURL(/\/accessroom\/[^/?]+\?from=emergency$/);
  }

  async triageReasons(): Promise<string[]> {
    return this.locator(lineSelectors.reasons).allTextContents();
  }

  /** Forwards the patient to the queue of that name and waits for the dashboard. */
  async forwardTo(queueName: string): Promise<void> {
    await this.locator(lineSelectors.forwardQueue).click();
    await this.locator(lineSelectors.forwardOption).filter({ hasText: queueName }).click();
    await this.locator(lineSelectors.forwardSubmit).click();
    await this.waitForScreen('dashboard');
  }

  /** "Finish the attendance", confirmed in its dialog; waits for the end screen. */
  async finish(): Promise<void> {
    await this.locator(lineSelectors.finish).click();
    await this.locator(lineSelectors.confirm).click();
    await this.waitForScreen('end');
  }
}
