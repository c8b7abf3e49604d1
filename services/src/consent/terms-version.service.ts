import {
  type ConsentKind,
  CURRENT_TERMS,
  type Locale,
  type TCurrentTermsDto,
  type TTermsPublishInput,
  type TTermsVersionDto,
  termTitle,
} from '@teleconsulta/schema';
import { conflictField, forbidden } from '../kit/errors.js';
import type { Tenant } from '../kit/http.js';
import type { Tx } from '../kit/tenant.js';
import { uniqueViolationToField } from '../kit/unique.js';
import { termsVersionRepository as repo } from './terms-version.repository.js';

/** Publishing the terms is the platform administrator's (issue 18): no clinic role may, not even a clinic administrator. */
function requirePlatformAdmin(tenant: Tenant): void {
  if (!tenant.principal.platformAdmin) throw forbidden();
}

/**
 * The version in force of a kind: the newest published terms of use; the telemedicine consent is still a text in code
 * (schema/src/consent/terms.ts) until it is published here too.
 */
async function current(tx: Tx, kind: ConsentKind): Promise<{ version: string; text: { en: string; pt: string } }> {
  const found = kind === 'TERMS_OF_USE' ? await repo.current(tx, kind) : null;
  if (found) return { version: found.version, text: { en: found.textEn, pt: found.textPt } };
  return CURRENT_TERMS[kind];
}

/** The current term's version, title and text in a language. */
async function currentText(tx: Tx, kind: ConsentKind, locale: Locale): Promise<TCurrentTermsDto> {
  const { version, text } = await current(tx, kind);
  return { kind, version, title: termTitle(kind, locale), text: text[locale === 'en' ? 'en' : 'pt'] };
}

/** Whether a version is the current one: accepting an old (or unknown) text accepts nothing. */
async function isCurrent(tx: Tx, kind: ConsentKind, version: string): Promise<boolean> {
  return (await current(tx, kind)).version === version;
}

/** GET /terms: the published versions of the terms of use, newest (current) first. */
async function list(tx: Tx, tenant: Tenant): Promise<TTermsVersionDto[]> {
  requirePlatformAdmin(tenant);
  return repo.list(tx, 'TERMS_OF_USE');
}

/** POST /terms: a new version of the terms of use, current at once; a version name already published is a field error. */
async function publish(tx: Tx, tenant: Tenant, input: TTermsPublishInput): Promise<TTermsVersionDto> {
  requirePlatformAdmin(tenant);
  if (await repo.exists(tx, 'TERMS_OF_USE', input.version)) throw conflictField('version');
  // The same version published meanwhile (another tab): the unique key answers the same field error.
  return repo
    .insert(tx, { kind: 'TERMS_OF_USE', ...input, publishedBy: tenant.principal.userId })
    .catch((e: unknown) => uniqueViolationToField(e, { terms_version_kind_version_key: 'version' }));
}

export const termsVersionService = { current, currentText, isCurrent, list, publish };
