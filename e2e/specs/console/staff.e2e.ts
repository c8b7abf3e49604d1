import { format } from '@teleconsulta/schema';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getStack } from '../../harness';
import { StaffCreatePage, StaffListPage } from '../../pages/console/staff.page';
import { demoClinicAdmin } from './console-api.fixtures';
import { consoleBrowser } from './console-browser.fixtures';
import { staffApi } from './staff-api.fixtures';

const newManager = { name: 'Marina Gestora', email: `marina.${Date.now()}@clinica.example.com`, password: 'Gestora123' };

describe('console: the clinic admin adds a manager (pt-BR)', () => {
  const { consoleUrl, gatewayUrl } = getStack();
  const browser = consoleBrowser({ locale: 'pt-BR' });
  let page: Page;
  let api: Awaited<ReturnType<typeof staffApi>>;
  let addedId: string | null = null;

  beforeAll(async () => {
    api = await staffApi(gatewayUrl);
    ({ page } = await browser.signIn(demoClinicAdmin));
  });

  afterAll(async () => {
    if (addedId) await api.revoke(addedId);
  });

  it('a weak password first shows the password rule under the field and adds nobody', async () => {
    const form = await StaffCreatePage.open(page, consoleUrl);
    await form.fill({ name: newManager.name, email: newManager.email, password: 'fraca' });
    await form.role('M').check();
    await form.save();
    await expect.poll(() => form.helperText('password').textContent()).toBe(format('passwordRule', 'pt-BR'));
    expect(await api.findByEmail(newManager.email)).toBeNull();

    await form.fill({ password: newManager.password });
    await form.save();
    await page.waitForURL((url) => url.hash === '#/staff' || url.hash.startsWith('#/staff?'));
    const added = await api.findByEmail(newManager.email);
    expect(added).toMatchObject({ name: newManager.name, roles: ['M'] });
    addedId = added!.userId;
  });

  it('sees the new manager in the list with the translated role chip', async () => {
    const list = await StaffListPage.open(page, consoleUrl);
    expect(await list.names()).toContain(newManager.name);
    await expect.poll(() => list.roleChip(newManager.name, 'M').textContent()).toBe('Gestor');
    expect(await list.headerText('roles')).toContain('Perfis');
  });
});

describe('console: staff in English', () => {
  const { consoleUrl } = getStack();
  const browser = consoleBrowser({ locale: 'en-US' });

  it('labels the list and the role chips in English', async () => {
    const { context, page } = await browser.signIn(demoClinicAdmin);
    const list = await StaffListPage.open(page, consoleUrl);
    expect(await list.headerText('roles')).toContain('Roles');
    await expect.poll(() => list.roleChip(demoClinicAdmin.name, 'CA').textContent()).toBe('Clinic administrator');
    await context.close();
  });
});
