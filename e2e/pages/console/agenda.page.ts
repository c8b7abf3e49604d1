import type { Locator, Page } from 'playwright-core';

/** Selector map of the agenda (console/src/resources/agenda): the FullCalendar grid with our data attributes. */
export const agendaSelectors = {
  page: '[data-testid="agenda-page"]',
  /** The page's own heading under the app bar's h1 (the page title). */
  heading: '[data-testid="agenda-heading"]',
  calendar: '[data-testid="agenda-calendar"]',
  idle: '[data-testid="agenda-calendar"][data-loading="false"]',
  professional: '[data-testid="agenda-professional"]',
  option: (name: string) => `[role="listbox"] [role="option"]:has-text("${name}")`,
  freeSlot: (professionalId: string) => `.agenda-slot[data-professional-id="${professionalId}"]`,
  slotAt: (professionalId: string, startsAt: string) =>
    `.agenda-slot[data-professional-id="${professionalId}"][data-slot-start="${startsAt}"]`,
  appointment: (id: string) => `.agenda-appointment[data-appointment-id="${id}"]`,
  appointmentStart: (id: string) => `[data-agenda-appointment="${id}"][data-starts-at]`,
  moveButton: (id: string) => `.agenda-appointment[data-appointment-id="${id}"] [data-agenda-move]`,
  next: '.fc-next-button',
  dayView: '.fc-timeGridDay-button',
  weekView: '.fc-timeGridWeek-button',
  moving: '[data-testid="agenda-moving"]',
  refusal: '[data-testid="agenda-refusal"]',
  dialog: '[data-testid="agenda-book-dialog"]',
  dialogWhen: '[data-testid="agenda-book-when"]',
  search: '[data-testid="agenda-patient-search"]',
  result: (name: string) => `[data-testid="agenda-patient-results"] [data-person-id]:has-text("${name}")`,
  chosen: '[data-testid="agenda-book-chosen"]',
  confirm: '[data-testid="agenda-book-confirm"]',
  cancel: '[data-testid="agenda-book-cancel"]',
  bookError: '[data-testid="agenda-book-error"]',
  notification: '.MuiSnackbarContent-message',
} as const;

const s = agendaSelectors;

/** #/agenda: pick a professional, find free slots, book one, move an appointment. */
export class AgendaPage {
  constructor(readonly page: Page) {}

  static async open(page: Page, consoleUrl: string): Promise<AgendaPage> {
    await page.goto(`${consoleUrl}/#/agenda`);
    const agenda = new AgendaPage(page);
    await page.locator(s.heading).waitFor();
    await agenda.idle();
    return agenda;
  }

  heading(): Locator {
    return this.page.locator(s.heading);
  }

  /** Waits until the appointments and free slots of the visible days are loaded. */
  async idle(): Promise<void> {
    await this.page.locator(s.idle).waitFor({ state: 'attached', timeout: 20_000 });
  }

  async chooseProfessional(name: string): Promise<void> {
    await this.page.locator(s.professional).click();
    await this.page.locator(s.option(name)).click();
    await this.page.locator(s.calendar).waitFor();
    await this.idle();
  }

  /** The starts (UTC ISO) of a professional's free slots on screen, in order. */
  async freeSlotStarts(professionalId: string): Promise<string[]> {
    const starts = await this.page
      .locator(s.freeSlot(professionalId))
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-slot-start') ?? ''));
    return [...new Set(starts)].sort();
  }

  /** Goes to the next week until the professional has free slots on screen (at most `weeks` weeks ahead). */
  async showWeekWithFreeSlots(professionalId: string, weeks = 3): Promise<string[]> {
    for (let i = 0; i <= weeks; i++) {
      const starts = await this.freeSlotStarts(professionalId);
      if (starts.length >= 3) return starts;
      await this.page.locator(s.next).click();
      await this.idle();
    }
    throw new Error('no week with free slots');
  }

  /**
   * Clicks the middle of a free slot. Background events do not take the click themselves: the grid under them does
   * (FullCalendar's dateClick), so the mouse goes to the slot's centre once it is scrolled into view.
   */
  async clickSlot(professionalId: string, startsAt: string): Promise<void> {
    const slot = this.page.locator(s.slotAt(professionalId, startsAt)).first();
    await slot.scrollIntoViewIfNeeded();
    const box = await slot.boundingBox();
    if (!box) throw new Error(`slot ${startsAt} is not on screen`);
    await this.page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  }

  /**
   * Clicks a free slot to book it and waits for the booking dialog. A click that lands while the calendar lays itself
   * out again (a refresh of its events) is lost, as a person's would be, so it is clicked again, at most twice more.
   */
  async openBooking(professionalId: string, startsAt: string): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      await this.clickSlot(professionalId, startsAt);
      const opened = await this.dialog()
        .waitFor({ timeout: 5_000 })
        .then(() => true)
        .catch(() => false);
      if (opened) return;
      if (attempt === 3) throw new Error(`the booking dialog did not open for ${startsAt}`);
      await this.idle();
    }
  }

  /** How wide the document and the calendar's scroller are (a narrow screen scrolls the calendar, not the page). */
  async widths(): Promise<{ document: number; calendarScroll: number; calendarClient: number }> {
    return this.page.evaluate((selector) => {
      const calendar = document.querySelector(selector) as HTMLElement;
      return {
        document: document.documentElement.scrollWidth,
        calendarScroll: calendar.scrollWidth,
        calendarClient: calendar.clientWidth,
      };
    }, s.calendar);
  }

  /** Whether the grid has laid itself out again after a resize (its time slots as wide as the grid, but a scrollbar). */
  async laidOut(): Promise<boolean> {
    return this.page.evaluate(() => {
      const grid = document.querySelector('.fc-scrollgrid')?.getBoundingClientRect().width;
      const columns = document.querySelector('.fc-timegrid-slots table')?.getBoundingClientRect().width;
      // The grid's body fills it, less at most a scrollbar.
      return grid !== undefined && columns !== undefined && grid - columns < 24;
    });
  }

  async closeDialog(): Promise<void> {
    await this.page.locator(s.cancel).click();
    await this.dialog().waitFor({ state: 'detached' });
  }

  dialog(): Locator {
    return this.page.locator(s.dialog);
  }

  async dialogWhen(): Promise<string> {
    return ((await this.page.locator(s.dialogWhen).textContent()) ?? '').trim();
  }

  async search(text: string): Promise<void> {
    await this.page.locator(s.search).fill(text);
  }

  /** A result row's text (name, guardian, CPF/CNS), once it shows. */
  async resultText(name: string): Promise<string> {
    const row = this.page.locator(s.result(name)).first();
    await row.waitFor();
    return ((await row.textContent()) ?? '').trim();
  }

  async choose(name: string): Promise<void> {
    await this.page.locator(s.result(name)).first().click();
    await this.page.locator(s.chosen).waitFor();
  }

  async confirm(): Promise<void> {
    await this.page.locator(s.confirm).click();
  }

  bookError(): Locator {
    return this.page.locator(s.bookError);
  }

  appointment(id: string): Locator {
    return this.page.locator(s.appointment(id));
  }

  /** The start (UTC ISO) an appointment is drawn at. */
  async appointmentStart(id: string): Promise<string | null> {
    return this.page.locator(s.appointmentStart(id)).first().getAttribute('data-starts-at');
  }

  async startMove(id: string): Promise<void> {
    await this.page.locator(s.moveButton(id)).click();
    await this.page.locator(s.moving).waitFor();
  }

  movingBanner(): Locator {
    return this.page.locator(s.moving);
  }

  refusal(): Locator {
    return this.page.locator(s.refusal);
  }

  notification(): Locator {
    return this.page.locator(s.notification).last();
  }

  async openAppointment(id: string): Promise<void> {
    const event = this.appointment(id).locator('.fc-event-main').first();
    await event.scrollIntoViewIfNeeded();
    const box = await event.boundingBox();
    if (!box) throw new Error(`appointment ${id} is not on screen`);
    // Its left part: the move button sits on the right.
    await this.page.mouse.click(box.x + Math.min(20, box.width / 3), box.y + box.height / 2);
  }
}
