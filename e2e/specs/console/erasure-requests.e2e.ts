import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getStack } from '../../harness';
import { ErasureRequestListPage } from '../../pages/console/erasure-request.page';
import { demoClinicAdmin } from './console-api.fixtures';
import { consoleBrowser } from './console-browser.fixtures';
import { erasureRequestsApi } from './erasure-requests-api.fixtures';

const viewport = { width: 1440, height: 900 };

/** The clinic administrator anonymises a patient's erasure request; the list then shows it done. */
describe('console: the clinic answers an LGPD erasure request (pt-BR)', () => {
  const { consoleUrl, gatewayUrl } = getStack();
  const name = `Dependente Apagar ${Date.now()}`;
  const browser = consoleBrowser({ locale: 'pt-BR' });
  let page: Page;
  let api: Awaited<ReturnType<typeof erasureRequestsApi>>;
  let personId: string;

  beforeAll(async () => {
    api = await erasureRequestsApi(gatewayUrl);
    ({ personId } = await api.dependentAsks(name));
    ({ page } = await browser.signIn(demoClinicAdmin, { viewport }));
  });
  afterAll(async () => {
    await api?.cleanup();
  });

  it('lists the request as requested, anonymises it after a dialog that says what is kept, and the list shows it done', async () => {
    const list = await ErasureRequestListPage.open(page, consoleUrl);
    expect(await list.statusOf(name)).toBe('REQUESTED');
    const show = await list.open(name);
    const dialog = await show.openAnonymise();
    expect(dialog).toContain('Lei 13.787/2018');
    expect(dialog).toContain('prontuário');
    expect(dialog).toContain('arquivos anexados');
    await show.confirm('anonymise');
    // The page refreshes after the dialog closes: the chip turns to done once the answer is stored.
    await expect.poll(() => show.status()).toBe('DONE');
    expect(await show.field('retentionReason').textContent()).toContain('Lei 13.787/2018');

    const again = await ErasureRequestListPage.open(page, consoleUrl);
    await expect.poll(() => again.statusOf(name)).toBe('DONE');
    // The record keeps the name; the contact data is gone.
    expect(await api.person(personId)).toEqual({ name, mail: null, cellPhone: null });
  });
});
