import type { Locator, Page } from 'playwright-core';

/** Selector map of the video room (/accessroom/:access and /a/:access): test ids and data attributes, never text. */
export const roomSelectors = {
  root: '[data-testid="room"][data-room-state]',
  localVideo: 'video[data-testid="local-video"]',
  remoteVideo: 'video[data-testid="remote-video"]',
  enter: '[data-testid="room-enter"]',
  start: '[data-testid="room-start"]',
  leave: '[data-testid="room-leave"]',
  finish: '[data-testid="room-finish"]',
  confirm: '[data-testid="room-confirm"]',
  confirmCancel: '[data-testid="room-confirm-cancel"]',
  unsavedNotes: '[data-testid="room-unsaved-notes"]',
  note: (field: 'notes' | 'orientation' | 'cid10' | 'upshot') => `[data-testid="room-notes"] [data-testid="notes-${field}"]`,
  notesStatus: '[data-testid="room-notes"] [data-testid="notes-autosave"]',
  message: '[data-testid="room-message"]',
  header: '[data-testid="room-header"]',
  npsSurvey: '[data-testid="nps-survey"]',
  npsScore: (score: number) => `[data-testid="nps-survey"] input[name="score"][value="${score}"]`,
  npsComment: '[data-testid="nps-survey"] textarea[name="comment"]',
  npsSubmit: '[data-testid="nps-submit"]',
  npsAnswered: '[data-testid="nps-answered"]',
  consentText: '[data-testid="room-consent-text"]',
  consentCheck: '[data-testid="room-consent-check"] input',
  consentAccept: '[data-testid="room-consent-accept"]',
} as const;

/**
 * The room's screens, from its root's data-room-state (patient-app RoomScreen): the sign-in and consent steps, the
 * connectivity test, the waiting room, the live call, the end, the other-location and inactivity stops, a refusal
 * (payment due, room unavailable) and a load error.
 */
export type RoomState =
  | 'loading'
  | 'signin'
  | 'consent'
  | 'checking'
  | 'waiting'
  | 'live'
  | 'ended'
  | 'superseded'
  | 'inactive'
  | 'refused'
  | 'error';

/** The video room of one browser location: enter, start, leave or finish, and what the videos receive. */
export class RoomPage {
  constructor(readonly page: Page) {}

  /** Opens the room by the appointment's access code (signed in already); waits for its first screen. */
  static async open(page: Page, patientUrl: string, access: string, path: 'accessroom' | 'a' = 'accessroom'): Promise<RoomPage> {
    await page.goto(`${patientUrl}/${path}/${access}`);
    const room = new RoomPage(page);
    await room.loaded();
    return room;
  }

  locator(selector: string): Locator {
    return this.page.locator(selector);
  }

  /** Waits until the room has read the appointment: any screen but the loading one. */
  async loaded(): Promise<void> {
    await this.locator(`${roomSelectors.root}:not([data-room-state="loading"])`).waitFor();
  }

  state(): Promise<string | null> {
    return this.locator(roomSelectors.root).getAttribute('data-room-state');
  }

  async waitForState(state: RoomState, timeout?: number): Promise<void> {
    await this.locator(`${roomSelectors.root}[data-room-state="${state}"]`).waitFor({ timeout });
  }

  /** Makes the page hidden or visible again, as switching tabs does (the visibility API and its event). */
  async setHidden(hidden: boolean): Promise<void> {
    await this.page.evaluate((h) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (h ? 'hidden' : 'visible') });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
      document.dispatchEvent(new Event('visibilitychange'));
    }, hidden);
  }

  /** Whether the hidden-page notification sound plays (the room root's data-alert-sound). */
  alertSound(): Promise<string | null> {
    return this.locator(roomSelectors.root).getAttribute('data-alert-sound');
  }

  /** The telemedicine consent step: its text, then "I have read and accept" and the accept button. */
  async consentText(): Promise<string> {
    return (await this.locator(roomSelectors.consentText).textContent()) ?? '';
  }

  async acceptConsent(): Promise<void> {
    await this.locator(roomSelectors.consentCheck).check();
    await this.locator(roomSelectors.consentAccept).click();
  }

  /** Passes the connectivity test (camera, microphone, network) and presses "Enter the room" once it is enabled. */
  async enter(): Promise<void> {
    const enter = this.locator(`${roomSelectors.enter}:not([disabled])`);
    await enter.waitFor({ timeout: 30_000 });
    await enter.click();
    await this.locator(roomSelectors.enter).waitFor({ state: 'detached', timeout: 30_000 });
  }

  /** The professional's "Start attendance": the patient leaves the waiting room and the call goes live. */
  async start(): Promise<void> {
    await this.locator(roomSelectors.start).click();
    await this.waitForState('live');
  }

  /** The patient's "Leave", confirmed in its dialog. */
  async leave(): Promise<void> {
    await this.locator(roomSelectors.leave).click();
    await this.locator(roomSelectors.confirm).click();
    await this.waitForState('ended');
  }

  /** The professional's "Finish attendance", confirmed in its dialog. */
  async finish(): Promise<void> {
    await this.locator(roomSelectors.finish).click();
    await this.locator(roomSelectors.confirm).click();
    await this.waitForState('ended');
  }

  /** Types into a field of the service notes beside the call (the professional's, on a wide screen). */
  async writeNote(field: 'notes' | 'orientation' | 'cid10' | 'upshot', text: string): Promise<void> {
    await this.locator(roomSelectors.note(field)).fill(text);
  }

  /** What the notes say of their saving ("Saved at 10:42.", "Not saved: …"). */
  async notesStatus(): Promise<string> {
    return (await this.locator(roomSelectors.notesStatus).textContent()) ?? '';
  }

  /** "Finish attendance" with notes not saved: answers the question asked instead of the usual one, left open. */
  async askToFinishWithUnsavedNotes(): Promise<string> {
    await this.locator(roomSelectors.finish).click();
    const dialog = this.locator(roomSelectors.unsavedNotes);
    await dialog.waitFor();
    return (await dialog.textContent()) ?? '';
  }

  /** "Back to the notes" from that question. */
  async backToNotes(): Promise<void> {
    await this.locator(`${roomSelectors.unsavedNotes} ${roomSelectors.confirmCancel}`).click();
    await this.locator(roomSelectors.unsavedNotes).waitFor({ state: 'detached' });
  }

  /** The frames the remote video element has decoded so far (0 without a remote video). */
  remoteFrames(): Promise<number> {
    return this.page.evaluate((selector) => {
      const video = document.querySelector<HTMLVideoElement>(selector);
      return video ? video.getVideoPlaybackQuality().totalVideoFrames : 0;
    }, roomSelectors.remoteVideo);
  }

  /**
   * Waits until the remote video decodes frames beyond `baseline` (the count read before a reload of the other side):
   * a count that grows, or one that started again from zero, means frames arrive now.
   */
  async waitForRemoteFrames(baseline = 0, timeout = 30_000): Promise<number> {
    const handle = await this.page.waitForFunction(
      ({ selector, baseline }) => {
        const video = document.querySelector<HTMLVideoElement>(selector);
        if (!video || video.videoWidth === 0) return 0;
        const frames = video.getVideoPlaybackQuality().totalVideoFrames;
        // A few frames more than before (not a late one of the old call), or a new stream counting from zero again.
        return frames > baseline + 5 || (frames > 0 && frames < baseline) ? frames : 0;
      },
      { selector: roomSelectors.remoteVideo, baseline },
      { timeout, polling: 100 },
    );
    return (await handle.jsonValue()) as number;
  }

  /** The message of a stopped or refused room (other location, payment due, unavailable…). */
  /** "Attendance with {name} · protocol {protocol}" above the videos. */
  async headerText(): Promise<string> {
    return ((await this.page.locator(roomSelectors.header).textContent()) ?? '').trim();
  }

  async messageText(): Promise<string> {
    const message = this.locator(roomSelectors.message);
    await message.waitFor();
    return (await message.textContent()) ?? '';
  }

  /** The end screen's NPS survey: a score from 0 to 10 and a comment; waits for the answer to be shown. */
  async answerNps(score: number, comment: string): Promise<void> {
    await this.locator(roomSelectors.npsSurvey).waitFor();
    await this.locator(roomSelectors.npsScore(score)).check();
    await this.locator(roomSelectors.npsComment).fill(comment);
    await this.locator(roomSelectors.npsSubmit).click();
    await this.locator(roomSelectors.npsAnswered).waitFor();
  }
}
