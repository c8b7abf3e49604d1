import type { Locale } from '@teleconsulta/schema';
import { companyService } from '../company/company.service.js';
import { emergencyService } from '../emergency/emergency.service.js';
import type { ServiceContext } from '../kit/context.js';
import { companyOf, type Tenant } from '../kit/http.js';
import type { Tx } from '../kit/tenant.js';
import { renderEmergencyTag } from './emergency-tag.render.js';
import { tagArrival, tagFileName, tagShortName, tagUrl } from './emergency-tag.rules.js';
import type { TEmergencyTagData, TEmergencyTagInput } from './emergency-tag.schemas.js';

/**
 * What the tag of a protocol shows. The protocol is read through the emergency service, so who may print a tag is
 * who may see the protocol (the patient or guardian who owns it, the company's staff); anyone else gets NOT_FOUND.
 */
async function tagData(ctx: ServiceContext, tx: Tx, tenant: Tenant, input: TEmergencyTagInput, locale: Locale): Promise<TEmergencyTagData> {
  const protocol = await emergencyService.protocol(tx, tenant, input.protocolId, locale);
  const company = await companyService.get(tx, companyOf(tenant));
  return {
    clinicName: company.name,
    number: protocol.number,
    queueName: protocol.queueName,
    arrival: tagArrival(new Date(protocol.arrivedAt), company.settings.timeZone, locale),
    patientName: tagShortName(protocol.patientName),
    url: tagUrl(ctx.config.notices.patientAppUrl, protocol.id),
  };
}

/** POST /emergency/generate-tag: the protocol's tag as a PDF for the reception's label printer. */
async function generate(ctx: ServiceContext, tx: Tx, tenant: Tenant, input: TEmergencyTagInput, locale: Locale) {
  const data = await tagData(ctx, tx, tenant, input, locale);
  return { fileName: tagFileName(data.number), bytes: await renderEmergencyTag(data, locale) };
}

export const emergencyTagService = { tagData, generate };
