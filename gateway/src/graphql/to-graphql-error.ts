import { GraphQLError } from "graphql";
import type { DomainError } from "../shared/domain-error.js";

/**
 * A DomainError as a GraphQLError, for the few places outside resolvers (Apollo plugins) where
 * Apollo would otherwise treat a plain error as an internal one. `format-error.ts` still finds the
 * DomainError through `originalError`.
 */
export function toGraphQLError(error: DomainError): GraphQLError {
  return new GraphQLError(error.message, { originalError: error, extensions: { ...error.extensions } });
}
