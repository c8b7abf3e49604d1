import { errorText, formatBRL, SANDBOX_CARDS } from '@teleconsulta/schema';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emergencyPaymentApi } from '../../fixtures/emergency-payment-api';
import { emergencyQueueApi, queuePatients } from '../../fixtures/emergency-queue-api';
import { getStack, launchBrowser } from '../../harness';
import { AppointmentShowPage } from '../../pages/console/appointment-show.page';
import { EmergencyPersonPage } from '../../pages/patient/emergency-person.page';
import { EmergencyProfessionalPage, lineSelectors } from '../../pages/patient/emergency-professional.page';
import { loginSelectors } from '../../pages/patient/login.page';
import { signInPatient as signInAs } from '../../pages/patient/patient-session.page';
import { PaymentPage } from '../../pages/patient/payment.page';
import { signInDoctor } from '../../pages/patient/professional-session.page';
import { fillDate } from '../../pages/picker-input';
import { demoClinicAdmin } from '../console/console-api.fixtures';
import { consoleBrowser } from '../console/console-browser.fixtures';
import { demoDoctor } from './demo-users.fixtures';

const PRICE = 8_000;

/**
 * Issue 7, step 3 when the clinic charges for the emergency attendance (R$ 80,00 here, set as the clinic admin does):
 * the patient pays in the flow through the same panel as the payment page, and goes on only once it is paid or they
 * chose to pay on site; the doctor who calls her gets the paid attendance.
 */
describe('the emergency attendance when the clinic charges for it', () => {
  const { patientUrl, gatewayUrl, consoleUrl } = getStack();
  const clinicConsole = consoleBrowser({ locale: 'pt-BR' });
  let queue: Awaited<ReturnType<typeof emergencyQueueApi>>;
  let payments: Awaited<ReturnType<typeof emergencyPaymentApi>>;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  const signInPatient = async (who: { cpf: string; birthDate: string }, locale: string, width = 1280): Promise<Page> => {
    const { context, page } = await signInAs(browser, patientUrl, who, { locale, width });
    contexts.push(context);
    return page;
  };

  beforeAll(async () => {
    queue = await emergencyQueueApi(gatewayUrl);
    payments = await emergencyPaymentApi(gatewayUrl);
    await queue.clearBoard();
    await payments.setEmergencyPrice(PRICE);
    await queue.checkIn(['Clínica geral']);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    // The other specs expect the demo clinic's emergency attendance to be free.
    await payments?.setEmergencyPrice(0).catch(() => undefined);
    await queue?.clearBoard().catch(() => undefined);
    for (const c of contexts) await c.close().catch(() => undefined);
    await browser?.close();
  });

  it('pt-BR, by card: Continue appears once paid; the doctor calls her only then, and gets the paid attendance', async () => {
    const doctor = await signInDoctor(browser, patientUrl, demoDoctor, { locale: 'en-US' });
    contexts.push(doctor.context);
    const line = await EmergencyProfessionalPage.open(doctor.page, patientUrl);
    await line.waitForScreen('dashboard');

    const maria = await EmergencyPersonPage.open(await signInPatient(queuePatients.maria, 'pt-BR', 390), patientUrl);
    await maria.join('Clínica geral');
    await maria.checkResources();
    // One protocol number from the queue to the console (issue 21): six digits, the same on every page below.
    const number = /(\d+)/.exec(await maria.protocolText())![1]!;
    expect(number).toMatch(/^\d{6}$/);
    // The doctor sees her getting ready, and calling next finds nobody ready while she has not paid.
    const row = await line.waitingRow('Clínica geral', number);
    await row.getByTestId('waiting-getting-ready').waitFor();
    expect(await row.getByTestId('waiting-getting-ready').textContent()).toBe('Getting ready: camera test, payment and pre-assessment');
    // Not in the calling order yet: no place.
    expect(await row.getByTestId('waiting-place').textContent()).toBe('—');
    await line.locator(lineSelectors.callNext).click();
    await expect.poll(() => line.locator(lineSelectors.notice).textContent()).toBe('Nobody in your queues is ready to be called.');
    await doctor.page.screenshot({ path: '/tmp/emergency-payment-dashboard-en.png' });
    expect(await line.screen()).toBe('dashboard');
    const pay = new PaymentPage(maria.page);
    await pay.waitForView('choose');
    expect(await maria.byTestId('emergency-payment-charged').textContent()).toContain('Esta clínica cobra pelo pronto atendimento');
    expect(await maria.byTestId('emergency-progress').textContent()).toContain('1/6 · Pagamento');
    // What is paid: the clinic and the price; no professional or time before someone calls.
    expect(await pay.summary('price').textContent()).toBe(formatBRL(PRICE, 'pt-BR'));
    expect(await pay.summary('professional').count()).toBe(0);
    expect(await maria.byTestId('emergency-payment-continue').count()).toBe(0);

    // A refused card keeps her on the step with SPEC §4's message.
    await pay.chooseCard();
    await pay.fillCard({ number: SANDBOX_CARDS.REFUSED, holder: 'Maria Silva', validity: '12/39', cvv: '123' });
    await pay.submit();
    expect(await pay.cardOutcome()).toBe('refused');
    expect(await pay.errorText()).toContain(errorText('PAYMENT_NOT_ACCEPTED', 'pt-BR'));
    expect(await maria.byTestId('emergency-payment-continue').count()).toBe(0);

    await pay.fillCard({ number: SANDBOX_CARDS.APPROVED, holder: 'Maria Silva', validity: '12/39', cvv: '123' });
    await pay.submit();
    expect(await pay.cardOutcome()).toBe('paid');
    await maria.page.screenshot({ path: '/tmp/emergency-payment-paid-pt.png', fullPage: true });
    await maria.continueAfterPayment();
    await maria.reportComplaint('Febre alta desde ontem');
    await maria.answerPreAssessment();

    await expect.poll(() => row.getByTestId('waiting-getting-ready').count()).toBe(0);
    expect(await row.getByTestId('waiting-place').textContent()).toBe('#1');
    await line.callNext();
    expect(await line.locator(lineSelectors.patientName).textContent()).toContain('Maria');
    const called = await queue.asCaller((await queue.board()).find((p) => p.patientName.includes('Maria'))!.id);
    const attendance = await payments.appointment(called.appointmentId!);
    expect(attendance).toMatchObject({ status: 'PAID', priceCents: PRICE, professionalName: 'Dr. Gregório House' });
    expect(attendance.payments).toHaveLength(2);
    expect(attendance.payments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ method: 'CREDIT_CARD', status: 'APPROVED', totalCents: PRICE }),
        expect.objectContaining({ method: 'CREDIT_CARD', status: 'REFUSED' }),
      ]),
    );
    await maria.byTestId('emergency-called').waitFor();
    expect(await maria.protocolText()).toContain(`Protocolo ${number}`);
    // The clinic's console opens the attendance's appointment under the same number.
    const admin = await clinicConsole.signIn(demoClinicAdmin, { viewport: { width: 1440, height: 900 } });
    await admin.page.goto(`${consoleUrl}/#/appointments/${called.appointmentId}/show`);
    expect(await (await AppointmentShowPage.ready(admin.page)).text('protocol')).toBe(number);
    await queue.finish(called.id);
  });

  it('en-US, on site: choosing to pay at the clinic lets him go on', async () => {
    const joao = await EmergencyPersonPage.open(await signInPatient(queuePatients.joao, 'en-US', 1280), patientUrl);
    await joao.join('Clínica geral');
    await joao.checkResources();
    const pay = new PaymentPage(joao.page);
    await pay.waitForView('choose');
    expect(await joao.byTestId('emergency-payment-charged').textContent()).toContain('This clinic charges for the emergency attendance');
    expect(await pay.summary('price').textContent()).toBe(formatBRL(PRICE, 'en'));
    await pay.payOnSite();
    await pay.waitForView('onSite');
    // No appointment day yet: on site means at the reception, before the attendance.
    expect(await joao.byTestId('payment-on-site-done').textContent()).toBe(
      "Done: you will pay at the clinic's reception, before the attendance.",
    );
    await joao.page.screenshot({ path: '/tmp/emergency-payment-on-site-en.png', fullPage: true });
    await joao.continueAfterPayment();
    expect(await joao.byTestId('emergency-complaint').isVisible()).toBe(true);
  });

  it('the reception kiosk shows the payment too: paying on site at the reception lets the patient go on', async () => {
    await queue.clearBoard();
    await queue.checkIn(['Clínica geral']);
    const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1024, height: 768 } });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${patientUrl}/kioski`);
    const identify = page.getByTestId('kiosk-identify');
    await identify.waitFor();
    await identify.locator(loginSelectors.input('cpf')).fill(queuePatients.joao.cpf);
    await fillDate(identify.locator(loginSelectors.input('birthDate')), queuePatients.joao.birthDate);
    await identify.locator('button[type="submit"]').click();

    const flow = new EmergencyPersonPage(page);
    await flow.byTestId('emergency-arrival').waitFor();
    await flow.byTestId('emergency-queue-Clínica geral').click();
    await flow.byTestId('emergency-join').click();
    const pay = new PaymentPage(page);
    await pay.waitForView('choose');
    expect(await pay.summary('price').textContent()).toBe(formatBRL(PRICE, 'pt-BR'));
    await pay.payOnSite();
    expect(await flow.byTestId('payment-on-site-done').textContent()).toBe(
      'Pronto: você vai pagar na recepção da clínica, antes do atendimento.',
    );
    await page.screenshot({ path: '/tmp/emergency-payment-kiosk-pt.png' });

    // The server cannot be reached when the patient goes on: the kiosk says so and stays on the payment.
    const unreachable = (route: Route) =>
      route.request().postData()?.includes('AdvanceEmergencyStep') ? route.abort('connectionrefused') : route.continue();
    await page.route('**/graphql', unreachable);
    await flow.byTestId('emergency-payment-continue').click();
    const alert = page.getByTestId('error-alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(errorText('SERVER_UNREACHABLE', 'pt-BR'));
    expect(await flow.byTestId('payment-on-site-done').isVisible()).toBe(true);
    await page.screenshot({ path: '/tmp/emergency-payment-kiosk-error-pt.png' });
    await page.unroute('**/graphql', unreachable);
    await flow.continueAfterPayment();
    expect(await alert.isVisible()).toBe(false);
  });

  it('when the server cannot be reached at the payment step, it says so and Retry starts the payment', async () => {
    await queue.clearBoard();
    await queue.checkIn(['Clínica geral']);
    const maria = await EmergencyPersonPage.open(await signInPatient(queuePatients.maria, 'en-US', 1280), patientUrl);
    await maria.join('Clínica geral');
    const unreachable = (route: Route) =>
      route.request().postData()?.includes('StartEmergencyPayment') ? route.abort('connectionrefused') : route.continue();
    await maria.page.route('**/graphql', unreachable);
    await maria.checkResources();
    const alert = maria.byTestId('emergency-payment').getByTestId('error-alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(errorText('SERVER_UNREACHABLE', 'en'));

    await maria.page.unroute('**/graphql', unreachable);
    await maria.byTestId('emergency-payment-retry').click();
    const pay = new PaymentPage(maria.page);
    await pay.waitForView('choose');
    expect(await pay.summary('price').textContent()).toBe(formatBRL(PRICE, 'en'));
  });
});
