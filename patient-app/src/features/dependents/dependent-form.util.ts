import { checkForm, type DependentRelationship, type Locale, ZDependentInput } from '@teleconsulta/schema';
import type { PersonInput } from '../../gql/graphql';

/** What the dependent form holds: text as typed (masks included), the relationship once chosen. */
export type DependentValues = { name: string; birthDate: string; relationship: DependentRelationship | ''; cpf: string; uhcId: string };
export type DependentField = keyof DependentValues;
export type DependentErrors = Partial<Record<DependentField, string>>;

export const EMPTY_DEPENDENT: DependentValues = { name: '', birthDate: '', relationship: '', cpf: '', uhcId: '' };

type Stored = {
  name: string;
  birthDate?: string | null;
  relationship?: DependentRelationship | null;
  cpf?: string | null;
  uhcId?: string | null;
};

/** A stored dependent as form values (missing ones blank). */
export const toDependentValues = (d: Stored): DependentValues => ({
  name: d.name,
  birthDate: d.birthDate ?? '',
  relationship: d.relationship ?? '',
  cpf: d.cpf ?? '',
  uhcId: d.uhcId ?? '',
});

/**
 * Checks the form with the services' own schema (a CPF or CNS only when given, and then a valid one), in the user's
 * language: the input to send, or the message of each wrong field. A blank CPF or CNS is sent as null (cleared).
 */
export function checkDependent(
  values: DependentValues,
  locale: Locale,
): { ok: true; input: PersonInput } | { ok: false; fieldErrors: DependentErrors } {
  const checked = checkForm(ZDependentInput, { ...values, relationship: values.relationship || undefined }, locale, 'person');
  if (!checked.ok) return { ok: false, fieldErrors: checked.fieldErrors as DependentErrors };
  const { name, birthDate, relationship, cpf, uhcId } = checked.input;
  return { ok: true, input: { name, birthDate, relationship, cpf: cpf ?? null, uhcId: uhcId ?? null } };
}
