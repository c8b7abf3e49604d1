import { X509Certificate } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rootOfSignedPdf } from '@teleconsulta/services/clinical-document/signing/test-chain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingPdfsigTools, nssDatabase, pdfsigReport } from '../../../tests/harness/pdfsig.js';
import { clinicalDocumentsApi } from '../../fixtures/clinical-documents-api';
import { type RoomAppointment, roomApi, roomDoctor } from '../../fixtures/room-api';
import { acceptCurrentTermsForDemoUsers } from '../../fixtures/terms-api';
import { getStack, launchBrowser } from '../../harness';
import { PatientDocuments, ProfessionalDocuments, ValidationPage } from '../../pages/patient/clinical-documents.page';
import { signInPatient } from '../../pages/patient/patient-session.page';
import { PrivacyPage } from '../../pages/patient/privacy.page';
import { ProfessionalEhrPage } from '../../pages/patient/professional-ehr.page';
import { signInDoctor } from '../../pages/patient/professional-session.page';
import { RoomPage } from '../../pages/patient/room.page';
import { demoPatient } from './demo-users.fixtures';

const SHOTS = '/tmp/shots-clinical-documents';
/** The demo doctors' A1 password (README). */
const CERTIFICATE_PASSWORD = 'certificado';
const pdfsigReady = missingPdfsigTools().length === 0;

const VARIANTS = [
  {
    doctor: 'pt-BR',
    patient: 'en-US',
    patientWidth: 390,
    pharmacy: 'pt-BR',
    pharmacyWidth: 390,
    prescription: 'Receita: Amoxicilina 500 mg, +1',
    reader: 'Dr. Gregório House · Doctor',
  },
  {
    doctor: 'en-US',
    patient: 'pt-BR',
    patientWidth: 1280,
    pharmacy: 'en-US',
    pharmacyWidth: 1280,
    prescription: 'Prescription: Amoxicilina 500 mg, +1',
    reader: 'Dr. Gregório House · Médico',
  },
] as const;

/**
 * Issue 19 (items 1–5, 9): Dr. House prescribes in the video room and signs with his demo A1; Maria opens and
 * downloads the signed PDF from her appointment and from her health record; a pharmacy checks it on the public
 * validation page (no medicines, no patient) and dispenses it once with the code printed for it; a correction
 * supersedes it, and the page says so.
 */
describe('a prescription from the room to the pharmacy', () => {
  const { patientUrl, gatewayUrl } = getStack();
  let browser: Browser;
  let api: Awaited<ReturnType<typeof roomApi>>;
  let documents: Awaited<ReturnType<typeof clinicalDocumentsApi>>;
  const contexts: BrowserContext[] = [];
  const booked: RoomAppointment[] = [];

  beforeAll(async () => {
    await acceptCurrentTermsForDemoUsers(gatewayUrl);
    api = await roomApi(gatewayUrl);
    documents = await clinicalDocumentsApi(gatewayUrl);
    mkdirSync(SHOTS, { recursive: true });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    for (const a of booked) await api.cancel(a.id);
    await browser?.close();
  });

  const pharmacy = async (locale: string, width: number): Promise<Page> => {
    const context = await browser.newContext({ locale, viewport: { width, height: 900 } });
    contexts.push(context);
    return context.newPage();
  };

  for (const v of VARIANTS) {
    it(`House (${v.doctor}) → Maria (${v.patient}, ${v.patientWidth}px) → the pharmacy (${v.pharmacy}, ${v.pharmacyWidth}px)`, async () => {
      const appointment = await api.book({ paid: true, consent: true });
      booked.push(appointment);
      const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${v.doctor}-${name}.png`, fullPage: true });

      // Dr. House in the room: the documents sit under his service notes, beside the call.
      const { context: doctorContext, page: doctorPage } = await signInDoctor(browser, patientUrl, roomDoctor, { locale: v.doctor });
      contexts.push(doctorContext);
      const room = await RoomPage.open(doctorPage, patientUrl, appointment.roomAccess);
      await room.enter();
      const { context: patientContext, page } = await signInPatient(browser, patientUrl, demoPatient, {
        locale: v.patient,
        width: v.patientWidth,
      });
      contexts.push(patientContext);
      const waiting = await RoomPage.open(page, patientUrl, appointment.roomAccess, 'a');
      await waiting.enter();
      await waiting.waitForState('waiting');
      await room.start();
      const inRoom = new ProfessionalDocuments(doctorPage);
      const status = await inRoom.prescribe(
        [
          {
            medication: 'Amoxicilina 500 mg',
            dosage: '1 cápsula de 8 em 8 horas',
            route: 'ORAL',
            quantity: '21 cápsulas',
            duration: '7 dias',
          },
          {
            medication: 'Dipirona 500 mg',
            dosage: '1 comprimido se dor ou febre',
            route: 'ORAL',
            quantity: '10 comprimidos',
            duration: '5 dias',
          },
        ],
        CERTIFICATE_PASSWORD,
      );
      expect(status).toBe('SIGNED');
      const [issued] = await inRoom.rows();
      expect(issued).toMatchObject({ kind: 'PRESCRIPTION', status: 'SIGNED', superseded: false });
      await shot(doctorPage, 'room-documents');

      // Maria, on her appointment's page and in her health record.
      await page.goto(`${patientUrl}/appointment/detail/${appointment.id}`);
      const mine = new PatientDocuments(page);
      expect((await mine.rows()).find((r) => r.id === issued!.id)).toMatchObject({ kind: 'PRESCRIPTION', status: 'SIGNED' });
      const { name, bytes } = await mine.download(issued!.id);
      expect(name).toMatch(/^receita-[0-9A-Z]{16}\.pdf$/);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      const [stored] = (await documents.documents(appointment.id)).filter((d) => d.id === issued!.id);
      const { createHash } = await import('node:crypto');
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(stored!.sha256);
      if (pdfsigReady) {
        // By an independent verifier trusting only the root of the demo CA the seed made (the PDF carries its chain).
        const dir = mkdtempSync(join(tmpdir(), 'e2e-pdfsig-'));
        const root = rootOfSignedPdf(bytes);
        expect(root).not.toBeNull();
        writeFileSync(join(dir, 'root.pem'), root!);
        writeFileSync(join(dir, 'prescription.pdf'), bytes);
        const report = pdfsigReport(join(dir, 'prescription.pdf'), nssDatabase(dir, 'trusted', join(dir, 'root.pem')));
        expect(report).toContain('Signature Validation: Signature is Valid.');
        expect(report).toContain('Certificate Validation: Certificate is Trusted.');
        expect(report).toContain('Signer Certificate Common Name: GREGORIO HOUSE');
        expect(new X509Certificate(root!).subject).toContain('CN=AC Raiz Teleconsulta Demonstracao');
      }
      await page.getByTestId('patient-documents').scrollIntoViewIfNeeded();
      await shot(page, 'patient-appointment');
      await page.goto(`${patientUrl}/profile/person/ehr/${await documents.personId()}`);
      const record = new PatientDocuments(page);
      expect((await record.rows()).map((r) => r.id)).toContain(issued!.id);
      const fromRecord = await record.download(issued!.id);
      expect(createHash('sha256').update(fromRecord.bytes).digest('hex')).toBe(stored!.sha256);
      const validationPath = await mine.validationPath(issued!.id);
      expect(validationPath).toMatch(/^\/d\/[0-9A-Z]{16}$/);

      // The pharmacy: no medicines and no patient on the page; a wrong code is refused on its field; dispensed once.
      const counter = await ValidationPage.open(await pharmacy(v.pharmacy, v.pharmacyWidth), `${patientUrl}${validationPath}`);
      const before = await counter.details();
      expect(before).toMatchObject({ signature: 'SIGNED', dispensed: 'false', superseded: false });
      expect(before.text).toContain('Dr. Gregório House');
      expect(before.text).toContain('CRM-SP 123456');
      expect(before.text).not.toMatch(/Amoxicilina|Maria/);
      const pharmacist = { name: 'Fernanda Lopes', registration: '45678', state: 'SP' } as const;
      expect(await counter.dispense({ ...pharmacist, secret: 'ZZZZ9999', extent: 'WHOLE' })).toHaveLength(1);
      expect(await counter.dispense({ ...pharmacist, secret: stored!.secret, extent: 'WHOLE' })).toEqual([]);
      await counter.page.reload();
      await counter.page.getByTestId('validation-details').waitFor();
      expect((await counter.details()).dispensed).toBe('true');
      expect(await counter.hasDispenseForm()).toBe(false);
      await shot(counter.page, 'pharmacy-dispensed');

      // A correction: a new signed prescription supersedes the first; both stay; the first's page says so.
      const corrected = await inRoom.correct(issued!.id, CERTIFICATE_PASSWORD, async (dialog) => {
        await dialog.getByTestId('prescription-dosage-0').fill('1 cápsula de 12 em 12 horas');
      });
      expect(corrected).toBe('SIGNED');
      await expect.poll(async () => (await inRoom.rows()).find((r) => r.id === issued!.id)?.superseded).toBe(true);
      expect((await inRoom.rows()).filter((r) => r.kind === 'PRESCRIPTION' && !r.superseded)).toHaveLength(1);
      await counter.page.reload();
      await counter.page.getByTestId('validation-details').waitFor();
      expect((await counter.details()).superseded).toBe(true);
      await shot(counter.page, 'pharmacy-superseded');

      // The doctor finds it in Maria's record, filtered by type; Maria sees that read in "who accessed my record".
      const ehr = await ProfessionalEhrPage.open(doctorPage, patientUrl);
      await ehr.choosePatient(demoPatient.name);
      await ehr.toggleType('PRESCRIPTION');
      const prescriptions = await ehr.items();
      expect(prescriptions.every((item) => item.type === 'PRESCRIPTION')).toBe(true);
      expect(prescriptions.filter((item) => item.title === v.prescription).length).toBeGreaterThanOrEqual(2);
      await shot(doctorPage, 'record-prescriptions');
      const privacy = await PrivacyPage.open(page);
      const [newest] = await privacy.recordAccesses();
      expect(newest?.reader).toBe(v.reader);
      await doctorContext.close();
      await patientContext.close();
    }, 240_000);
  }

  it('an unsigned prescription is shown as such, and the pharmacy gets no dispensing form', async () => {
    const appointment = await api.book({ paid: true, consent: true });
    booked.push(appointment);
    const issued = await documents.issueUnsigned(appointment.id);
    expect(issued.signatureStatus).toBe('UNSIGNED');
    for (const [locale, text] of [
      ['pt-BR', 'Esta receita não tem assinatura digital e não pode ser dispensada.'],
      ['en-US', 'This prescription has no digital signature and cannot be dispensed.'],
    ] as const) {
      const page = await ValidationPage.open(await pharmacy(locale, 390), `${patientUrl}/d/${issued.code}`);
      expect((await page.details()).signature).toBe('UNSIGNED');
      expect(await page.page.getByTestId('validation-unsigned').textContent()).toBe(text);
      expect(await page.hasDispenseForm()).toBe(false);
      await page.page.screenshot({ path: `${SHOTS}/${locale}-unsigned.png`, fullPage: true });
    }
  });

  it('an unknown code answers like a mistyped one', async () => {
    for (const path of ['/d/ABCDEFGHJKMNPQRS', '/d/not-a-code']) {
      const page = await ValidationPage.open(await pharmacy('pt-BR', 390), `${patientUrl}${path}`);
      await page.page.getByTestId('validation-not-found').waitFor();
      expect(await page.hasDispenseForm()).toBe(false);
    }
  });
});
