import type { Download, Locator, Page } from 'playwright-core';

/** The patient's "My data" pages (issue 18, LGPD): the JSON download, the readable document, the telemedicine consents, the erasure request. */
export class PrivacyPage {
  constructor(private readonly page: Page) {}

  static async open(page: Page): Promise<PrivacyPage> {
    await page.getByTestId('account-menu').click();
    await page.getByTestId('account-my-data').click();
    await page.getByTestId('privacy-page').waitFor();
    return new PrivacyPage(page);
  }

  async downloadJson(): Promise<{ name: string; json: unknown }> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.page.getByTestId('privacy-download-json').click()]);
    return { name: download.suggestedFilename(), json: JSON.parse(await readText(download)) };
  }

  exportOutcome(): Locator {
    return this.page.getByTestId('privacy-export-outcome');
  }

  async openDocument(): Promise<Locator> {
    await this.page.getByTestId('privacy-open-document').click();
    const doc = this.page.getByTestId('data-document');
    await doc.waitFor();
    return doc;
  }

  /** Asks (confirming in the dialog) and answers the request's state once it reads REQUESTED. */
  async askForErasure(): Promise<Locator> {
    await this.page.getByTestId('privacy-erasure-ask').click();
    await this.page.getByTestId('privacy-erasure-send').click();
    const outcome = this.page.locator('[data-testid="privacy-erasure-outcome"][data-status="REQUESTED"]');
    await outcome.waitFor();
    return outcome;
  }

  /** Whether the "ask" button is offered (not while a request is open). */
  canAsk(): Promise<boolean> {
    return this.page.getByTestId('privacy-erasure-ask').isVisible();
  }

  /** "Who accessed my health record": each row's reader line and what line, newest first, once the card has loaded. */
  async recordAccesses(): Promise<Array<{ reader: string; what: string; personId: string | null }>> {
    const card = this.page.getByTestId('record-access-card');
    await card.locator('[data-testid="record-access-row"], [data-testid="record-access-empty"]').first().waitFor();
    const rows = card.getByTestId('record-access-row');
    const out: Array<{ reader: string; what: string; personId: string | null }> = [];
    for (const row of await rows.all()) {
      out.push({
        reader: (await row.getByTestId('record-access-reader').textContent()) ?? '',
        what: (await row.getByTestId('record-access-what').textContent()) ?? '',
        personId: await row.getAttribute('data-person-id'),
      });
    }
    return out;
  }

  /** The telemedicine consent card (CFM 2.314/2022 art. 15; LGPD art. 8 §5), once its rows are on screen. */
  async consentCard(): Promise<Locator> {
    const card = this.page.getByTestId('telemedicine-consent-card');
    await card.getByTestId('telemedicine-consent-row').first().waitFor();
    return card;
  }

  /** One person's row of the consent card. */
  consentRow(personId: string): Locator {
    return this.page.locator(`[data-testid="telemedicine-consent-row"][data-person-id="${personId}"]`);
  }

  /** The row's state text ("Dado em …", "Revogado em …", "Não dado"). */
  consentState(personId: string): Locator {
    return this.consentRow(personId).getByTestId('telemedicine-consent-state');
  }

  /** Opens the confirmation dialog of revoking the person's consent. */
  async openRevokeConsent(personId: string): Promise<Locator> {
    await this.consentRow(personId).getByTestId('telemedicine-consent-revoke').click();
    const dialog = this.page.getByTestId('telemedicine-consent-dialog');
    await dialog.waitFor();
    return dialog;
  }

  /** Confirms the open dialog and answers the person's row once it reads not accepted. */
  async confirmRevokeConsent(personId: string): Promise<Locator> {
    await this.page.getByTestId('telemedicine-consent-confirm').click();
    const row = this.page.locator(`[data-testid="telemedicine-consent-row"][data-person-id="${personId}"][data-accepted="false"]`);
    await row.waitFor();
    await this.page.getByTestId('telemedicine-consent-dialog').waitFor({ state: 'detached' });
    return row;
  }

  /** Revokes the person's consent, confirming in the dialog, and answers the row once it reads not accepted. */
  async revokeConsent(personId: string): Promise<Locator> {
    await this.openRevokeConsent(personId);
    return this.confirmRevokeConsent(personId);
  }
}

async function readText(download: Download): Promise<string> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
