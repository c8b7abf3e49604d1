import { randomUUID } from 'node:crypto';
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';

/**
 * Arguments and documents generated from the GraphQL type system (SECURITY.md T01): every required argument gets a
 * value of its type (a random UUID for an ID, a short string, 1 for Int, the first enum value, input objects with
 * their required fields filled the same way); optional arguments are left out. Overrides replace whole arguments.
 */
export type OperationKind = 'query' | 'mutation';
export type Operation = { kind: OperationKind; name: string; field: GraphQLField<unknown, unknown> };
export type Generated = {
  document: string;
  variables: Record<string, unknown>;
  /** Whether a generated value stands for an object that does not exist (a random id or code): NOT_FOUND is then moot. */
  madeUp: boolean;
};

export const SHORT_STRING = 'x';
/** A date the scalars accept (YYYY-MM-DD) and DateTime's instant: fixed, so every run sends the same. */
export const SOME_DATE = '2030-01-15';
export const SOME_INSTANT = '2030-01-15T13:00:00.000Z';

/** Every field of Query and Mutation, in schema order. */
export function operationsOf(schema: GraphQLSchema): Operation[] {
  const out: Operation[] = [];
  for (const [kind, type] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(type?.getFields() ?? {})) out.push({ kind, name: field.name, field });
  }
  return out;
}

type Seen = { madeUp: boolean };

function scalarValue(name: string, seen: Seen): unknown {
  switch (name) {
    case 'ID':
      seen.madeUp = true;
      return randomUUID();
    case 'String':
      seen.madeUp = true;
      return SHORT_STRING;
    case 'Int':
      return 1;
    case 'Float':
      return 1;
    case 'Boolean':
      return true;
    case 'Date':
      return SOME_DATE;
    case 'DateTime':
      return SOME_INSTANT;
    case 'JSON':
      return {};
    default:
      seen.madeUp = true;
      return SHORT_STRING;
  }
}

/** A value of an input type: lists of one item, input objects with their required fields only. */
export function inputValue(type: GraphQLInputType, seen: Seen = { madeUp: false }): unknown {
  if (isNonNullType(type)) return inputValue(type.ofType, seen);
  if (isListType(type)) return [inputValue(type.ofType, seen)];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isScalarType(type)) return scalarValue(type.name, seen);
  if (isInputObjectType(type)) {
    const out: Record<string, unknown> = {};
    for (const f of Object.values(type.getFields())) {
      if (isNonNullType(f.type) && f.defaultValue === undefined) out[f.name] = inputValue(f.type, seen);
    }
    return out;
  }
  throw new Error(`no value for ${String(type)}`);
}

const required = (a: GraphQLArgument) => isNonNullType(a.type) && a.defaultValue === undefined;

/** The leaf fields (scalars and enums without required arguments) of an output type: what the matrix asks for. */
export function selectionOf(type: GraphQLOutputType): string {
  const named: GraphQLNamedType = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named)) return '{ __typename }';
  const leaves = Object.values(named.getFields())
    .filter((f) => isLeafType(getNamedType(f.type)) && !f.args.some(required))
    .map((f) => f.name);
  return `{ __typename ${leaves.join(' ')} }`;
}

/**
 * The document and variables for one operation: required arguments generated, `overrides` replacing (or adding)
 * arguments by name. `madeUp` is false when every generated value was overridden with a real one.
 */
export function generate(op: Operation, overrides: Record<string, unknown> = {}, selection?: string): Generated {
  const seen: Seen = { madeUp: false };
  const variables: Record<string, unknown> = {};
  const used = op.field.args.filter((a) => required(a) || a.name in overrides);
  for (const a of used) variables[a.name] = a.name in overrides ? overrides[a.name] : inputValue(a.type, seen);
  const params = used.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const args = used.map((a) => `${a.name}: $${a.name}`).join(', ');
  const document = `${op.kind}${params ? `(${params})` : ''} { ${op.name}${args ? `(${args})` : ''} ${selection ?? selectionOf(op.field.type)} }`;
  return { document, variables, madeUp: seen.madeUp };
}
