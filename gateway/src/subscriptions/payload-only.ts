import {
  type ASTNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  getOperationAST,
  isAbstractType,
  isObjectType,
  Kind,
  type SelectionSetNode,
  visit,
} from 'graphql';

/** What a subscription document's result depends on when every field it selects reads the event's payload alone. */
export type PayloadOnly = {
  /**
   * The variables that can change the result (used below the root field, e.g. in @include). The root field's own
   * arguments (a replay cursor, a filter) only choose the events.
   */
  variables: string[];
};

/** The fields that have a resolver of their own (the others read their parent's property). */
export type ResolvedFields = ReadonlySet<GraphQLField<unknown, unknown>>;

/**
 * The fields with a resolver of ours, read from the schema as built. Apollo Server wraps the `resolve` of every field
 * (default ones included) for its plugins, at its first request, after which no field looks like a plain property
 * read: this must run before (ws.ts does, inside createGateway), and refuses a schema where every field has a resolve.
 */
export function resolvedFields(schema: GraphQLSchema): ResolvedFields {
  const resolved = new Set<GraphQLField<unknown, unknown>>();
  let plain = 0;
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (field.resolve) resolved.add(field);
      else plain++;
    }
  }
  if (plain === 0) throw new Error('Every field of the schema has a resolve: read it before Apollo Server instruments it');
  return resolved;
}

/**
 * Whether executing this subscription document over an event depends on the event alone: the root field and every field
 * under it resolve by reading the payload (no resolver of ours, so no context, no credentials, no locale, no upstream
 * read) and no abstract type asks a resolveType. Then two subscribers with the same document and the same `variables`
 * get byte-identical results for the same event, and the result can be executed and serialised once for all of them.
 * Null when any field has a resolver (e.g. EmergencyBoardChange.protocol reads with the subscriber's own token).
 */
export function payloadOnly(
  schema: GraphQLSchema,
  resolved: ResolvedFields,
  document: DocumentNode,
  operationName?: string | null,
): PayloadOnly | null {
  const operation = getOperationAST(document, operationName);
  const root = schema.getSubscriptionType();
  if (operation?.operation !== 'subscription' || !root) return null;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const variables = new Set<string>();
  const collect = (node: ASTNode | readonly ASTNode[] | undefined) => {
    const nodes = Array.isArray(node) ? node : node ? [node] : [];
    for (const n of nodes) visit(n as ASTNode, { Variable: (v) => void variables.add(v.name.value) });
  };
  const entered = new Set<string>();

  const walk = (selectionSet: SelectionSetNode, parent: GraphQLNamedType | undefined, atRoot: boolean): boolean => {
    if (!isObjectType(parent)) return false;
    const fields = parent.getFields();
    for (const selection of selectionSet.selections) {
      collect(selection.directives);
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value === '__typename') continue;
        const field = fields[selection.name.value];
        // the root field's subscribe resolver picks the events; its own `resolve` would run per subscriber
        if (!field || resolved.has(field)) return false;
        if (!atRoot) collect(selection.arguments);
        const type = getNamedType(field.type);
        if (isAbstractType(type)) return false;
        if (selection.selectionSet && !walk(selection.selectionSet, type, false)) return false;
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        if (!walk(selection.selectionSet, type, atRoot)) return false;
      } else {
        const fragment = fragments.get(selection.name.value);
        if (!fragment) return false;
        // a fragment spread twice adds nothing new; validation has already refused cycles
        const at = `${fragment.name.value}@${atRoot}`;
        if (entered.has(at)) continue;
        entered.add(at);
        if (!walk(fragment.selectionSet, schema.getType(fragment.typeCondition.name.value), atRoot)) return false;
      }
    }
    return true;
  };

  if (!walk(operation.selectionSet, root, true)) return null;
  collect(operation.directives);
  return { variables: [...variables].sort() };
}
