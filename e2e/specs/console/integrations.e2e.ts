import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getStack } from '../../harness';
import { demoClinicAdmin } from './console-api.fixtures';
import { consoleBrowser } from './console-browser.fixtures';

/** Selectors of the Integrations page: test ids and data attributes, never translated text. */
const at = {
  keyName: '[data-testid="api-key-name"]',
  keySecret: '[data-testid="api-key-secret-value"]',
  keyRow: (name: string) => `[data-key-name="${name}"]`,
  keyStatus: '[data-testid="api-key-status"]',
  webhookUrl: '[data-testid="webhook-url"]',
  webhookSecret: '[data-testid="webhook-secret-value"]',
  webhookRow: (url: string) => `[data-webhook-url="${url}"]`,
  webhookStatus: '[data-testid="webhook-status"]',
} as const;

const texts = {
  'pt-BR': {
    create: 'Criar chave',
    revoke: 'Revogar',
    revoked: 'Revogada',
    active: 'Ativa',
    add: 'Adicionar endereço',
    webhookActive: 'Ativo',
    required: 'obrigatório',
  },
  'en-US': {
    create: 'Create key',
    revoke: 'Revoke',
    revoked: 'Revoked',
    active: 'Active',
    add: 'Add endpoint',
    webhookActive: 'Active',
    required: 'required',
  },
} as const;

for (const locale of ['pt-BR', 'en-US'] as const) {
  const t = texts[locale];

  describe(`console: integrations, API keys and webhooks (${locale})`, () => {
    const { consoleUrl } = getStack();
    const browser = consoleBrowser({ locale });
    let page: Page;
    const name = `Totem ${locale} ${Date.now()}`;
    // a local address nothing listens on: the delivery worker of the e2e stack sends nothing out of the machine
    const hookUrl = `http://127.0.0.1:9/hooks/${locale}/${Date.now()}`;

    beforeAll(async () => {
      ({ page } = await browser.signIn(demoClinicAdmin));
      await page.goto(`${consoleUrl}/#/integrations`);
      await page.locator(at.keyName).waitFor();
    });
    afterAll(async () => {
      await page?.context().close();
    });

    it('refuses a key without a name with a field message, creating nothing', async () => {
      await page.getByRole('button', { name: t.create }).click();
      await expect.poll(() => page.locator('.Mui-error').first().isVisible()).toBe(true);
      expect((await page.locator('.MuiFormHelperText-root.Mui-error').first().textContent())?.toLowerCase()).toContain(t.required);
      expect(await page.locator(at.keySecret).count()).toBe(0);
    });

    it('creates a key: its secret is shown once, the list shows only its prefix; revoking it marks it revoked', async () => {
      await page.locator(at.keyName).fill(name);
      await page.getByRole('button', { name: t.create }).click();
      const secret = (await page.locator(at.keySecret).textContent({ timeout: 10_000 })) ?? '';
      expect(secret).toMatch(/^tck_[A-Za-z0-9_-]{43}$/);
      const row = page.locator(at.keyRow(name));
      await row.waitFor();
      expect(await row.locator(at.keyStatus).textContent()).toBe(t.active);
      expect(await row.textContent()).toContain(secret.slice(0, 12));
      expect(await row.textContent()).not.toContain(secret.slice(12));
      await page.screenshot({ path: `/tmp/integrations-key-${locale}.png`, fullPage: true });

      // a reload shows the key again, never its secret
      await page.reload();
      await page.locator(at.keyRow(name)).waitFor();
      expect(await page.locator(at.keySecret).count()).toBe(0);
      expect(await page.content()).not.toContain(secret);

      page.once('dialog', (dialog) => void dialog.accept());
      await page.locator(at.keyRow(name)).getByRole('button', { name: t.revoke }).click();
      await expect.poll(() => page.locator(at.keyRow(name)).locator(at.keyStatus).textContent()).toBe(t.revoked);
    });

    it('adds a webhook endpoint: its signing secret is shown once and it is listed as active', async () => {
      await page.locator(at.webhookUrl).fill(hookUrl);
      await page.getByRole('button', { name: t.add }).click();
      const secret = (await page.locator(at.webhookSecret).textContent({ timeout: 10_000 })) ?? '';
      expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
      const row = page.locator(at.webhookRow(hookUrl));
      await row.waitFor();
      expect(await row.locator(at.webhookStatus).textContent()).toBe(t.webhookActive);
      await page.screenshot({ path: `/tmp/integrations-webhook-${locale}.png`, fullPage: true });
    });
  });
}
