import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getStack, launchBrowser } from '../../harness';
import { LoginPage } from '../../pages/patient/login.page';
import { demoPatient } from './demo-users.fixtures';

type SsoMessage = { event: string; source: string; path: string };

/**
 * A parent page on another origin embeds the app; SPEC §1 says it hears about every route change. The page is
 * answered by page.route; its origin is a loopback one because Chromium only lets a secure context frame a local app.
 */
const PARENT_URL = 'http://127.0.0.1:9/clinic-portal.html';

function parentPage(iframeSrc: string): string {
  return `<!doctype html>
<html lang="en">
  <head><title>Clinic portal</title></head>
  <body style="margin:0">
    <script>window.addEventListener('message', (event) => window.reportMessage(event.data));</script>
    <iframe title="Teleconsulta" src="${iframeSrc}" style="width:100%;height:100vh;border:0"></iframe>
  </body>
</html>`;
}

describe('patient app embedded in a parent page', () => {
  const { patientUrl } = getStack();
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    browser = await launchBrowser({ locale: 'pt-BR' });
    context = await browser.newContext({ locale: 'pt-BR' });
    // A routed page has no known address, so Chromium treats it as public and asks before it may frame a local app.
    await context.grantPermissions(['local-network-access']);
  });

  afterAll(async () => {
    await context.close();
    await browser.close();
  });

  it('posts sso_navigate with the path on the first route and on every navigation', async () => {
    const page = await context.newPage();
    const messages: SsoMessage[] = [];
    await page.exposeFunction('reportMessage', (data: SsoMessage) => {
      messages.push(data);
    });
    await page.route(PARENT_URL, (route) => route.fulfill({ contentType: 'text/html', body: parentPage(`${patientUrl}/login`) }));
    await page.goto(PARENT_URL);

    const paths = () => messages.filter((m) => m.event === 'sso_navigate').map((m) => m.path);
    await expect.poll(paths, { timeout: 30_000 }).toContain('/login');

    const login = new LoginPage(page.frameLocator('iframe'));
    await login.signInWithCpf(demoPatient.cpf, demoPatient.birthDate);
    await page.frameLocator('iframe').getByTestId('patient-home').waitFor();

    await expect.poll(paths, { timeout: 30_000 }).toEqual(['/login', '/']);
    expect(messages).toContainEqual({ event: 'sso_navigate', source: 'SSO', path: '/' });
  });
});
