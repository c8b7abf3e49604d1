/** SPEC §9 business constants and limits. */
export const PIX_VALIDITY_MINUTES = 15;
export const SCHEDULE_MAX_RANGE_DAYS = 35;
export const PASSWORD_MIN_LENGTH = 8;
export const NPS_MIN = 0;
export const NPS_MAX = 10;
export const PERIOD_CHOICES = [7, 15, 30] as const;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const DEFAULT_READ_FIELDS = 'id,company_id';
export const SERVICE_REQUEST_CATEGORY = '3457005';
export const SERVICE_REQUEST_CODE = '103696004';
export const LOCALES = ['pt-BR', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const FALLBACK_LOCALE: Locale = 'pt-BR';

/** Our choices where the SPEC is silent (written in the README). */
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600;
/** How long a staff invitation's link works (issue 16): one use, within this many days of being sent or re-sent. */
export const STAFF_INVITATION_TTL_DAYS = 7;
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

export const ROLES = ['P', 'D', 'DC', 'M', 'CA', 'R', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];
/** Roles that run a company from the console. */
export const STAFF_ROLES: readonly Role[] = ['M', 'CA', 'ADMIN'];
export const PROFESSIONAL_ROLES: readonly Role[] = ['D', 'DC'];

/** The claim that carries roles (SPEC §6). */
export const ROLES_CLAIM = 'custom:roles';
export const COMPANY_CLAIM = 'custom:company_id';

/** Header names used between every layer. */
export const COMPANY_HEADER = 'x-company-id';
export const REQUEST_ID_HEADER = 'x-request-id';

/** Picks the language from an Accept-Language header or navigator languages: English when asked for, Portuguese otherwise. */
export function pickLocale(languages: readonly string[] | string | undefined | null): Locale {
  const list = typeof languages === 'string' ? languages.split(',').map((part) => part.split(';')[0]?.trim() ?? '') : (languages ?? []);
  for (const lang of list) {
    const lower = lang.toLowerCase();
    if (lower.startsWith('pt')) return 'pt-BR';
    if (lower.startsWith('en')) return 'en';
  }
  return FALLBACK_LOCALE;
}

/** SPEC §6: the person id is the username, or the part after the at-sign when there is one. */
export function personIdFromUsername(username: string): string {
  const at = username.indexOf('@');
  return at >= 0 ? username.slice(at + 1) : username;
}
