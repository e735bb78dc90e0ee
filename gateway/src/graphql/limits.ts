import type { ApolloServerPlugin } from "@apollo/server";
import { ApolloArmor } from "@escape.tech/graphql-armor";
import type { ParseOptions, ValidationRule } from "graphql";
import type { Config } from "../config.js";

export type GraphQLLimitsConfig = Pick<
  Config,
  | "GRAPHQL_MAX_DEPTH"
  | "GRAPHQL_MAX_ALIASES"
  | "GRAPHQL_MAX_COST"
  | "GRAPHQL_MAX_DIRECTIVES"
  | "GRAPHQL_MAX_TOKENS"
  | "production"
>;

/**
 * graphql-armor options from the configuration: the bounds on the work one operation can ask for.
 * Depth and aliases because an attacker can nest or repeat an expensive or rate-limited field;
 * cost (each field weighted by its depth) for wide documents that stay shallow; directives and
 * lexer tokens for documents built only to make parsing and validation slow. Fragments are
 * flattened (a spread costs what it selects, not a level more), so the client's shared fragments
 * are not punished. Field suggestions ("Did you mean …?") map the schema for someone without
 * introspection: hidden in production.
 */
export function armorOptions(config: GraphQLLimitsConfig): ConstructorParameters<typeof ApolloArmor>[0] {
  return {
    maxDepth: { n: config.GRAPHQL_MAX_DEPTH, flattenFragments: true },
    // Every alias counts, __typename too (armor exempts it by default; aliasing it is never needed).
    maxAliases: { n: config.GRAPHQL_MAX_ALIASES, allowList: [] },
    costLimit: { maxCost: config.GRAPHQL_MAX_COST, flattenFragments: true },
    maxDirectives: { n: config.GRAPHQL_MAX_DIRECTIVES },
    // graphql-armor's Apollo token plugin throws from parsingDidStart, which Apollo Server 5 answers
    // with a 500; the same limit is applied by graphql-js's own parser instead (parseOptions below).
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: config.production },
  };
}

/**
 * The Apollo plugins, validation rules and parse options that enforce the limits. Only the plugins
 * and rules of `armor.protect()` are used: Apollo's own options (batching, stack traces) are set in
 * apollo.ts. Cost, depth, aliases and directives answer a validation error (HTTP 400,
 * GRAPHQL_VALIDATION_FAILED); the token limit stops the parser at the first token over it and
 * answers a syntax error (HTTP 400, GRAPHQL_PARSE_FAILED). None of them becomes INTERNAL.
 */
export function graphqlLimits(config: GraphQLLimitsConfig): {
  plugins: ApolloServerPlugin[];
  validationRules: ValidationRule[];
  parseOptions: ParseOptions;
} {
  const { plugins, validationRules } = new ApolloArmor(armorOptions(config)).protect();
  return {
    // armor's declarations name Apollo's CommonJS plugin type; the ESM one is the same shape.
    plugins: plugins as unknown as ApolloServerPlugin[],
    validationRules,
    parseOptions: { maxTokens: config.GRAPHQL_MAX_TOKENS },
  };
}
