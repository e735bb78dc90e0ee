import { Kind, print, type ASTNode } from "graphql";

/*
 * graphql-js, graphql-armor and Apollo describe a malformed request in English. The caller gets a
 * DATA_ERROR instead whose `data.reason` is a locale key with `params` (docs/ERRORS.md); the English
 * goes only to a development gateway's `extensions.detail`. Each rule below recognises one kind of
 * message by its fixed wording (graphql-js 16, graphql-armor 3, Apollo Server 5; the unit test runs
 * the real validators so a changed wording is noticed); anything else is the generic reason.
 */

export type DocumentReasonKey = (typeof DOCUMENT_REASONS)[number];

/** Every reason this file can give (all exist in the five locale files; a unit test checks). */
export const DOCUMENT_REASONS = [
  "validation.syntax",
  "validation.document",
  "validation.unknownField",
  "validation.unknownArgument",
  "validation.missingArgument",
  "validation.unknownType",
  "validation.valueType",
  "validation.variable",
  "validation.operation",
  "validation.introspection",
  "validation.tooDeep",
  "validation.tooCostly",
  "validation.tooManyAliases",
  "validation.tooManyDirectives",
  "validation.tooManyTokens",
  "validation.request",
  "validation.preflight",
  "validation.queryMissing",
  "validation.getMutation",
  "validation.persistedQuery",
] as const;

/** Reasons about the HTTP request itself rather than the GraphQL document in it. */
export const REQUEST_REASONS: ReadonlySet<string> = new Set([
  "validation.request",
  "validation.preflight",
  "validation.queryMissing",
  "validation.getMutation",
  "validation.json",
  "validation.bodyTooLarge",
]);

export interface DocumentReason {
  reason: DocumentReasonKey;
  params?: Record<string, string | number>;
}

type Rule = [RegExp, (match: RegExpExecArray) => DocumentReason];

const limit =
  (reason: DocumentReasonKey) =>
  (m: RegExpExecArray): DocumentReason => ({ reason, params: { max: Number(m[1]) } });

/** Parser errors (GRAPHQL_PARSE_FAILED). */
const PARSE_RULES: Rule[] = [
  [/Document contains more th[ae]t (\d+) tokens/, limit("validation.tooManyTokens")],
  [/Token limit of (\d+) exceeded/, limit("validation.tooManyTokens")],
];

/** Validation errors (GRAPHQL_VALIDATION_FAILED): graphql-js's rules, armor's limits, Apollo's introspection switch. */
const VALIDATION_RULES: Rule[] = [
  [/Query Cost limit of (\d+) exceeded/, limit("validation.tooCostly")],
  [/Query depth limit of (\d+) exceeded/, limit("validation.tooDeep")],
  [/Aliases limit of (\d+) exceeded/, limit("validation.tooManyAliases")],
  [/Directives limit of (\d+) exceeded/, limit("validation.tooManyDirectives")],
  [/Token limit of (\d+) exceeded/, limit("validation.tooManyTokens")],
  [/introspection is not allowed/i, () => ({ reason: "validation.introspection" })],
  [
    /^Cannot query field "([^"]+)" on type "([^"]+)"/,
    (m) => ({ reason: "validation.unknownField", params: { field: m[1]!, type: m[2]! } }),
  ],
  [
    /^Field "([^"]+)" is not defined by type "([^"]+)"/,
    (m) => ({ reason: "validation.unknownField", params: { field: m[1]!, type: m[2]! } }),
  ],
  [
    /^Unknown argument "([^"]+)" on (?:field|directive) "([^"]+)"/,
    (m) => ({ reason: "validation.unknownArgument", params: { argument: m[1]!, field: m[2]! } }),
  ],
  [
    /^(?:Field|Directive) "([^"]+)" argument "([^"]+)" of type "([^"]+)" is required/,
    (m) => ({ reason: "validation.missingArgument", params: { field: m[1]!, argument: m[2]!, type: m[3]! } }),
  ],
  [
    /^Field "([^".]+)\.([^"]+)" of required type "([^"]+)" was not provided/,
    (m) => ({ reason: "validation.missingArgument", params: { field: m[1]!, argument: m[2]!, type: m[3]! } }),
  ],
  [/^Unknown type "([^"]+)"/, (m) => ({ reason: "validation.unknownType", params: { type: m[1]! } })],
  [/^Expected value of type "([^"]+)"/, (m) => ({ reason: "validation.valueType", params: { type: m[1]! } })],
  [
    /^(?:Enum "([^"]+)"|(\w+)) cannot represent/,
    (m) => ({ reason: "validation.valueType", params: { type: (m[1] ?? m[2])! } }),
  ],
  [
    /^Value "[^"]*" does not exist in "([^"]+)" enum/,
    (m) => ({ reason: "validation.valueType", params: { type: m[1]! } }),
  ],
  [
    /^Variable "\$([^"]+)" of type "[^"]+" used in position expecting type "([^"]+)"/,
    (m) => ({ reason: "validation.variable", params: { variable: m[1]!, type: m[2]! } }),
  ],
];

/** Apollo's own refusals of the HTTP request (BAD_REQUEST). */
const REQUEST_RULES: Rule[] = [
  [/Cross-Site Request Forgery/, () => ({ reason: "validation.preflight" })],
  [/non-empty `query`|POST body missing/, () => ({ reason: "validation.queryMissing" })],
  [/GET requests only support query operations/, () => ({ reason: "validation.getMutation" })],
];

function firstMatch(rules: Rule[], message: string): DocumentReason | undefined {
  for (const [pattern, reason] of rules) {
    const match = pattern.exec(message);
    if (match) return reason(match);
  }
  return undefined;
}

/** The declared type of the variable a coercion error points at (its VariableDefinition node). */
function variableType(nodes: readonly ASTNode[] | undefined): string | undefined {
  const definition = nodes?.find((node) => node.kind === Kind.VARIABLE_DEFINITION);
  return definition?.kind === Kind.VARIABLE_DEFINITION ? print(definition.type) : undefined;
}

/** A variable that could not be coerced to its declared type (BAD_USER_INPUT). */
function variableReason(message: string, nodes: readonly ASTNode[] | undefined): DocumentReason {
  const name = /^Variable "\$([^"]+)"/.exec(message)?.[1];
  const declared = /of (?:required|non-null) type "([^"]+)"/.exec(message)?.[1] ?? variableType(nodes);
  const params: Record<string, string> = {};
  if (name) params.variable = name;
  if (declared) params.type = declared;
  return name && declared ? { reason: "validation.variable", params } : { reason: "validation.document" };
}

/**
 * The reason for one of Apollo's client-error codes, from the English message graphql-js, armor or
 * Apollo wrote; undefined when `code` is not a client-error code.
 */
export function documentReason(
  code: string,
  message: string,
  nodes?: readonly ASTNode[],
): DocumentReason | undefined {
  switch (code) {
    case "GRAPHQL_PARSE_FAILED":
      return firstMatch(PARSE_RULES, message) ?? { reason: "validation.syntax" };
    case "GRAPHQL_VALIDATION_FAILED":
      return firstMatch(VALIDATION_RULES, message) ?? { reason: "validation.document" };
    case "BAD_USER_INPUT":
      return variableReason(message, nodes);
    case "OPERATION_RESOLUTION_FAILURE":
      return { reason: "validation.operation" };
    case "PERSISTED_QUERY_NOT_FOUND":
    case "PERSISTED_QUERY_NOT_SUPPORTED":
      return { reason: "validation.persistedQuery" };
    case "BAD_REQUEST":
      return firstMatch(REQUEST_RULES, message) ?? { reason: "validation.request" };
    default:
      return undefined;
  }
}
