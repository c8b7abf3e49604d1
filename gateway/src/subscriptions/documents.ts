import { type DocumentNode, type GraphQLError, type GraphQLSchema, parse, type ValidationRule, validate } from 'graphql';

/** Distinct documents kept (the apps send a handful); the oldest goes first. */
const MAX_DOCUMENTS = 200;
/** Longer texts are parsed for their subscriber alone: a client must not fill the cache with large documents. */
const MAX_CACHED_LENGTH = 10_000;

export type PreparedDocument = { readonly document: DocumentNode; errors?: readonly GraphQLError[] };

/**
 * Subscription documents by their text, parsed and validated once: a thousand subscribers of the same document hold one
 * AST (graphql-ws keeps each subscription's document for as long as it lives) and pay for one validation. Documents are
 * never changed after parsing, so sharing them is safe; validation depends on the document and the fixed rules only.
 */
export class DocumentCache {
  private readonly byText = new Map<string, PreparedDocument>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly rules: readonly ValidationRule[],
    /** GRAPHQL_MAX_TOKENS: a longer document is refused before it is parsed in full. */
    private readonly maxTokens?: number,
  ) {}

  /** The document of this text; throws the GraphQLError of a syntax error, as parse() does. */
  get(text: string): PreparedDocument {
    const known = this.byText.get(text);
    if (known) return known;
    const entry: PreparedDocument = { document: parse(text, this.maxTokens ? { maxTokens: this.maxTokens } : undefined) };
    if (text.length <= MAX_CACHED_LENGTH) {
      this.byText.set(text, entry);
      if (this.byText.size > MAX_DOCUMENTS) this.byText.delete(this.byText.keys().next().value!);
    }
    return entry;
  }

  /** Its validation errors (none when valid), computed once per document. */
  validate(prepared: PreparedDocument): readonly GraphQLError[] {
    prepared.errors ??= validate(this.schema, prepared.document, this.rules);
    return prepared.errors;
  }
}
