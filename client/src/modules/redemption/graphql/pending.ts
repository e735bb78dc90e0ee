import { parse } from "graphql";
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";

/**
 * A typed document from its source, parsed at load time. Used for the redemption operations until
 * the gateway's schema carries them (codegen validates every graphql() document against the schema,
 * so ones it does not know yet would break everyone's codegen).
 */
export function pendingDocument<Result, Variables = Record<string, never>>(
  source: string,
): TypedDocumentNode<Result, Variables> {
  return parse(source) as TypedDocumentNode<Result, Variables>;
}
