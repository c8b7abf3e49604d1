import type { Locator, Page } from 'playwright-core';

/** The patient's emergency attendance (/emergency/person): each step of the flow as a user drives it. */
export class EmergencyPersonPage {
  constructor(readonly page: Page) {}

  static async open(page: Page, patientUrl: string): Promise<EmergencyPersonPage> {
    await page.goto(`${patientUrl}/emergency/person`);
    const flow = new EmergencyPersonPage(page);
    await page
      .locator('[data-testid="emergency-arrival"], [data-testid="emergency-progress"], [data-testid="emergency-offline"]')
      .first()
      .waitFor();
    return flow;
  }

  byTestId(id: string): Locator {
    return this.page.getByTestId(id);
  }

  /** Step 1: joins the named queue. */
  async join(queueName: string): Promise<void> {
    await this.byTestId(`emergency-queue-${queueName}`).click();
    await this.byTestId('emergency-join').click();
    await this.byTestId('emergency-resources').waitFor();
  }

  /**
   * Step 2: the connectivity test passes with the fake camera and microphone; the payment step shows at a clinic that
   * charges, the complaint at one that does not.
   */
  async checkResources(): Promise<void> {
    const enter = this.page.locator('[data-testid="emergency-resources"] [data-testid="room-enter"]:not([disabled])');
    await enter.waitFor({ timeout: 30_000 });
    await enter.click();
    await this.byTestId('emergency-payment').or(this.byTestId('emergency-complaint')).first().waitFor();
  }

  /** Step 3's Continue (shown when nothing is due, or once paid or on site was chosen); the complaint shows. */
  async continueAfterPayment(): Promise<void> {
    await this.byTestId('emergency-payment-continue').click();
    await this.byTestId('emergency-complaint').waitFor();
  }

  /** Steps 2 and 3 at a clinic that does not charge for the attendance: no payment step, straight to the complaint. */
  async checkResourcesAndPay(): Promise<void> {
    await this.checkResources();
    await this.byTestId('emergency-complaint').waitFor();
    if ((await this.byTestId('emergency-payment').count()) > 0) throw new Error('a clinic that charges nothing showed a payment step');
  }

  /** Step 4: the complaint, typed. */
  async reportComplaint(text: string): Promise<void> {
    await this.byTestId('emergency-complaint-text').fill(text);
    await this.byTestId('emergency-complaint-continue').click();
    await this.byTestId('emergency-assessment').waitFor();
  }

  /** Step 4, spoken: "Speak" records from the microphone (Chromium's fake one in these tests) until stopSpeaking. */
  async startSpeaking(): Promise<void> {
    await this.byTestId('emergency-speak').click();
    await this.byTestId('emergency-recording').waitFor();
  }

  /** "Stop": the recording goes to the server's speech-to-text; the words heard are added to the complaint. */
  async stopSpeaking(): Promise<void> {
    await this.byTestId('emergency-speak-stop').click();
    await this.byTestId('emergency-speak').waitFor();
  }

  async complaintText(): Promise<string> {
    return this.byTestId('emergency-complaint-text').inputValue();
  }

  /** Step 5: answers the demo clinic's adult questionnaire; `redFlag` says yes to chest pain with shortness of breath. */
  async answerPreAssessment(options: { redFlag?: boolean; waitFor?: string } = {}): Promise<void> {
    await this.byTestId('question-main_complaint-fever').click();
    await this.byTestId(`question-chest_pain_breathing-${options.redFlag ? 'yes' : 'no'}`).click();
    await this.byTestId('question-fainting-no').click();
    await this.byTestId('question-stroke_signs-no').click();
    await this.byTestId('question-bleeding-no').click();
    await this.byTestId('question-pain_scale-3').click();
    await this.byTestId('emergency-assessment-submit').click();
    await this.byTestId(options.waitFor ?? 'emergency-waiting').waitFor();
  }

  /** Steps 1 to 6 in a row. */
  async joinAndWait(queueName: string, complaint: string, options: { redFlag?: boolean } = {}): Promise<void> {
    await this.join(queueName);
    await this.checkResourcesAndPay();
    await this.reportComplaint(complaint);
    await this.answerPreAssessment(options);
  }

  async placeText(): Promise<string> {
    return (await this.byTestId('emergency-place').textContent()) ?? '';
  }

  async estimateText(): Promise<string> {
    return (await this.byTestId('emergency-estimate').textContent()) ?? '';
  }

  /** Waits until the waiting room shows this text as the place (it updates by itself). */
  async waitForPlace(text: string, timeout = 15_000): Promise<void> {
    await this.page.locator('[data-testid="emergency-place"]', { hasText: text }).waitFor({ timeout });
  }

  async protocolText(): Promise<string> {
    return (await this.byTestId('emergency-protocol').textContent()) ?? '';
  }
}
