import type { ApolloServerPlugin } from '@apollo/server';
import { errorText, type Locale } from '@teleconsulta/schema';
import {
  type ASTVisitor,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

/**
 * Query limits pinned in configuration: depth, aliases and a cost (every field 1, a list's selection × its
 * perPage/first/limit argument, read from the literal or the request's variables; 10 when absent, the schema's default).
 */
export type QueryLimits = { maxDepth: number; maxAliases: number; maxCost: number; introspection?: boolean };

const LIST_SIZE_ARGS = ['perPage', 'first', 'last', 'limit'];
const DEFAULT_LIST_SIZE = 10;
type Variables = Record<string, unknown> | null | undefined;

function fragmentsOf(ctx: ValidationContext): Map<string, FragmentDefinitionNode> {
  const map = new Map<string, FragmentDefinitionNode>();
  for (const def of ctx.getDocument().definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) map.set(def.name.value, def);
  return map;
}

type Measure = { depth: number; aliases: number; cost: number };

function measure(set: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>, seen: Set<string>, vars: Variables): Measure {
  let depth = 0;
  let aliases = 0;
  let cost = 0;
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) {
      // Introspection fields count like any other (no depth bypass through __schema).
      if (sel.alias) aliases++;
      const inner = sel.selectionSet ? measure(sel.selectionSet, fragments, seen, vars) : { depth: 0, aliases: 0, cost: 0 };
      depth = Math.max(depth, 1 + inner.depth);
      aliases += inner.aliases;
      cost += 1 + listSize(sel, vars) * inner.cost;
    } else if (sel.kind === Kind.INLINE_FRAGMENT) {
      const inner = measure(sel.selectionSet, fragments, seen, vars);
      depth = Math.max(depth, inner.depth);
      aliases += inner.aliases;
      cost += inner.cost;
    } else {
      const name = sel.name.value;
      const frag = fragments.get(name);
      if (!frag || seen.has(name)) continue;
      const inner = measure(frag.selectionSet, fragments, new Set([...seen, name]), vars);
      depth = Math.max(depth, inner.depth);
      aliases += inner.aliases;
      cost += inner.cost;
    }
  }
  return { depth, aliases, cost };
}

function listSize(field: FieldNode, vars: Variables): number {
  for (const arg of field.arguments ?? []) {
    if (!LIST_SIZE_ARGS.includes(arg.name.value)) continue;
    if (arg.value.kind === Kind.INT) return Math.max(1, Number(arg.value.value));
    if (arg.value.kind === Kind.VARIABLE) {
      const value = vars?.[arg.value.name.value];
      return typeof value === 'number' && value > 0 ? value : DEFAULT_LIST_SIZE;
    }
  }
  return 1;
}

/** Measures an operation of a parsed document with the request's variables. */
export function measureOperation(document: DocumentNode, operationName: string | null | undefined, vars: Variables): Measure | null {
  const fragments = new Map<string, FragmentDefinitionNode>();
  let operation: OperationDefinitionNode | undefined;
  for (const def of document.definitions) {
    if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    else if (def.kind === Kind.OPERATION_DEFINITION && (!operationName || def.name?.value === operationName)) operation ??= def;
  }
  return operation ? measure(operation.selectionSet, fragments, new Set(), vars) : null;
}

/** A refusal for size or complexity: the catalogue's text (the limits are not told), status 400. */
export const tooComplex = (locale: Locale = 'pt-BR') =>
  new GraphQLError(errorText('QUERY_TOO_COMPLEX', locale), {
    extensions: { code: 'QUERY_TOO_COMPLEX', status: 400, http: { status: 400 } },
  });

export function exceedsLimits(m: Measure, limits: QueryLimits): boolean {
  return m.depth > limits.maxDepth || m.aliases > limits.maxAliases || m.cost > limits.maxCost;
}

/**
 * Depth and aliases as a validation rule (they need no variables). The cost needs the variables, so it is checked
 * where they are known: costPlugin for HTTP, the websocket's onSubscribe for subscriptions.
 */
export function limitsRule(limits: QueryLimits) {
  return (ctx: ValidationContext): ASTVisitor => ({
    OperationDefinition(node: OperationDefinitionNode) {
      // Where introspection is allowed (not in production), a query of only __schema/__type is exempt from the
      // depth limit, so schema tools work; anything else beside it is measured as usual.
      if (limits.introspection && isPureIntrospection(node)) return;
      const m = measure(node.selectionSet, fragmentsOf(ctx), new Set(), {});
      if (m.depth > limits.maxDepth || m.aliases > limits.maxAliases) {
        ctx.reportError(
          new GraphQLError(errorText('QUERY_TOO_COMPLEX', 'pt-BR'), {
            nodes: [node],
            extensions: { code: 'QUERY_TOO_COMPLEX', status: 400 },
          }),
        );
      }
    },
  });
}

function isPureIntrospection(node: OperationDefinitionNode): boolean {
  return node.selectionSet.selections.every(
    (sel) => sel.kind === Kind.FIELD && (sel.name.value === '__schema' || sel.name.value === '__type'),
  );
}

/** Apollo plugin: refuses an operation whose cost, with its variables, is over the limit, before any resolver runs. */
export function costPlugin(limits: QueryLimits): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, request }) {
          const m = measureOperation(document, request.operationName, request.variables);
          if (m && m.cost > limits.maxCost) throw tooComplex();
        },
      };
    },
  };
}
