import {
  ERRORS,
  type ErrorCode,
  errorText,
  type FieldIssue,
  fieldLabel,
  format,
  type Locale,
  type TemplateKey,
} from '@teleconsulta/schema';

/** The one error type of the services: a catalogue code, optional field errors (STYLE.md convention 4). */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly options: {
      fields?: Array<{ field: string; key: TemplateKey; args?: Array<string | number> }>;
      /** Field errors already translated (from the shared zod validators). */
      issues?: FieldIssue[];
      detail?: string;
    } = {},
  ) {
    super(options.detail ?? code);
  }
  get status(): number {
    return ERRORS[this.code].status;
  }
  toEnvelope(locale: Locale): ErrorEnvelope {
    const fields = [
      ...(this.options.issues ?? []),
      ...(this.options.fields ?? []).map((f) => ({
        field: f.field,
        message: format(f.key, locale, fieldLabel(f.field, locale), ...(f.args ?? [])),
      })),
    ];
    return { code: this.code, message: errorText(this.code, locale), ...(fields?.length ? { fields } : {}) };
  }
}

export type ErrorEnvelope = { code: string; message: string; fields?: FieldIssue[] };

export const notFound = () => new AppError('NOT_FOUND');
export const forbidden = () => new AppError('ACCESS_DENIED');
export const unauthenticated = () => new AppError('UNAUTHENTICATED');
export const badField = (field: string, key: TemplateKey, ...args: Array<string | number>) =>
  new AppError('BAD_INPUT', { fields: [{ field, key, args }] });
export const conflictField = (field: string) => new AppError('CONFLICT', { fields: [{ field, key: 'exists' }] });
