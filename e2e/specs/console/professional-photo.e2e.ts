import { BYTES_PER_MB, format } from '@teleconsulta/schema';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getStack } from '../../harness';
import { ProfessionalListPage } from '../../pages/console/professional-list.page';
import { type PhotoFile, ProfessionalPhotoPage } from '../../pages/console/professional-photo.page';
import { demoClinicAdmin } from './console-api.fixtures';
import { consoleBrowser } from './console-browser.fixtures';
import { gradientPng, professionalPhotoApi } from './professional-photo-api.fixtures';

/** The gateway's default limit (UPLOAD_MAX_MB is not set in the end-to-end stack). */
const MAX_MB = 5;
const photo = (name: string): PhotoFile => ({ name, mimeType: 'image/png', buffer: gradientPng(64, [20, 90, 160], [240, 200, 80]) });
/** A PNG header and then zeros: one byte over the limit. */
const tooLarge: PhotoFile = {
  name: 'huge.png',
  mimeType: 'image/png',
  buffer: Buffer.concat([gradientPng(2, [0, 0, 0], [9, 9, 9]), Buffer.alloc(MAX_MB * BYTES_PER_MB)]).subarray(0, MAX_MB * BYTES_PER_MB + 1),
};
/** A PDF renamed .png: the browser declares image/png, the bytes say otherwise. */
const notAnImage: PhotoFile = { name: 'report.png', mimeType: 'image/png', buffer: Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n') };

describe.each([
  { locale: 'pt-BR', lang: 'pt-BR' as const, label: 'Foto', name: 'Dra. Fotografia Teste', crm: '880011' },
  { locale: 'en-US', lang: 'en' as const, label: 'Photo', name: 'Dr. Photo Test', crm: '880022' },
])('console: the clinic admin gives a professional a photo ($locale)', ({ locale, lang, label, name, crm }) => {
  const { consoleUrl, gatewayUrl } = getStack();
  const browser = consoleBrowser({ locale });
  let page: Page;
  let api: Awaited<ReturnType<typeof professionalPhotoApi>>;
  let id: string;

  beforeAll(async () => {
    api = await professionalPhotoApi(gatewayUrl);
    id = (await api.createProfessional(name, crm)).id;
    ({ page } = await browser.signIn(demoClinicAdmin));
  });

  afterAll(async () => {
    if (id) await api.deleteProfessional(id);
  });

  it('a non-image file shows the translated type error under the field and sends nothing', async () => {
    const edit = await ProfessionalPhotoPage.openEdit(page, consoleUrl, id);
    const uploads = edit.countUploads();
    await expect.poll(() => edit.helperText().textContent()).toContain(`${MAX_MB} MB`);
    await edit.choose(notAnImage);
    await expect.poll(() => edit.helperText().textContent()).toBe(format('fileType', lang, label));
    expect(await edit.fileInput().getAttribute('aria-invalid')).toBe('true');
    expect(uploads()).toBe(0);
    expect(await api.photoUrlOf(id)).toBeNull();
  });

  it('uploads a PNG on the edit page, sees it there, then on the show page and in the list', async () => {
    const edit = await ProfessionalPhotoPage.openEdit(page, consoleUrl, id);
    const uploads = edit.countUploads();
    expect(await edit.photoSrc()).toBeNull();
    await edit.choose(photo('retrato.png'));
    await expect.poll(() => api.photoUrlOf(id)).not.toBeNull();
    const photoUrl = (await api.photoUrlOf(id))!;
    const src = new URL(photoUrl, consoleUrl).toString();
    expect(await edit.loadedWidth(src)).toBe(64);
    expect(await edit.fileInput().getAttribute('aria-invalid')).toBe('false');
    expect(uploads()).toBe(1);

    const show = await ProfessionalPhotoPage.openShow(page, consoleUrl, id);
    expect(await show.loadedWidth(src)).toBe(64);

    const list = await ProfessionalListPage.open(page, consoleUrl, name);
    expect(await list.names()).toEqual([name]);
    expect(await show.listPhotoSrc(name)).toBe(src);
  });

  it('a too large file shows the translated size error and the photo stays as it was', async () => {
    const before = await api.photoUrlOf(id);
    const edit = await ProfessionalPhotoPage.openEdit(page, consoleUrl, id);
    const uploads = edit.countUploads();
    await edit.choose(tooLarge);
    await expect.poll(() => edit.helperText().textContent()).toBe(format('fileTooLarge', lang, label, MAX_MB));
    expect(uploads()).toBe(0);
    expect(await api.photoUrlOf(id)).toBe(before);
    expect(await edit.loadedWidth(new URL(before!, consoleUrl).toString())).toBe(64);
  });

  it('removes the photo after confirming', async () => {
    const edit = await ProfessionalPhotoPage.openEdit(page, consoleUrl, id);
    await edit.remove();
    await expect.poll(() => api.photoUrlOf(id)).toBeNull();
    await expect.poll(() => edit.photoSrc()).toBeNull();
  });
});
