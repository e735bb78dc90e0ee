import type { ApolloServerPlugin } from "@apollo/server";
import { CONTENT_LIMITS, idRule, MAX_ANY_STRING } from "@vitrine/schema";
import {
  getArgumentValues,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type GraphQLInputType,
  type GraphQLObjectType,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from "graphql";
import { DomainError } from "../shared/domain-error.js";
import { toGraphQLError } from "./to-graphql-error.js";

/**
 * The safety net of issue 20: every string argument and input field of a root operation is at most
 * MAX_ANY_STRING characters and no Int is negative (spec §5: "no negatives"), checked once per request
 * on the coerced arguments before any resolver runs. A field whose own rule was forgotten can then
 * never carry a huge value to MySQL. The per-field rules in the services are the real bounds; this
 * only catches what they miss.
 *
 * Every ID argument and input field is a row id (schema idRule: 1–19 digits, no sign, no leading
 * zero); anything else — empty, not digits, negative, too long — is DATA_ERROR with reason
 * validation.id, never a 404 (docs/ERRORS.md, "One refusal per situation", R3). References that are
 * not row ids (order numbers, public ids) are Strings in the schema, bounded by length only.
 */

export interface BoundsViolation {
  /** The argument or input field, as the services' parseInput names it (`email`). */
  field: string;
  /** Where it sits in the call (`input.email`). */
  path: string;
  /** A `validation.*` message key, as the client shows under a form field. */
  reason: "validation.tooLong" | "validation.negative" | "validation.id";
}

/**
 * The few long texts whose own rule allows more than MAX_ANY_STRING characters ("Type.field" of an input
 * object, or "rootField.argument"): a content body is bounded at 100 KB by contentTranslationRule.
 */
const LONG_TEXTS: Readonly<Record<string, number>> = {
  "ContentTranslationInput.bodyMarkdown": CONTENT_LIMITS.bodyBytes,
  "contentPreview.markdown": CONTENT_LIMITS.bodyBytes,
};

/** The first argument value out of bounds, named by its path (`input.email`), or undefined. */
export function findOutOfBounds(
  value: unknown,
  type: GraphQLInputType,
  path: string,
  maxString: number = MAX_ANY_STRING,
): BoundsViolation | undefined {
  if (value === null || value === undefined) return undefined;
  if (isNonNullType(type)) return findOutOfBounds(value, type.ofType, path, maxString);
  if (isListType(type)) {
    if (!Array.isArray(value)) return findOutOfBounds(value, type.ofType, path, maxString);
    for (const item of value) {
      const found = findOutOfBounds(item, type.ofType, path, maxString);
      if (found) return found;
    }
    return undefined;
  }
  if (isInputObjectType(type)) {
    const fields = type.getFields();
    for (const [name, fieldValue] of Object.entries(value as Record<string, unknown>)) {
      const field = fields[name];
      const found =
        field &&
        findOutOfBounds(fieldValue, field.type, `${path}.${name}`, LONG_TEXTS[`${type.name}.${name}`]);
      if (found) return found;
    }
    return undefined;
  }
  if (isScalarType(type)) {
    if (type.name === "ID") {
      if (!idRule.safeParse(String(value)).success)
        return { field: fieldName(path), path, reason: "validation.id" };
    } else if (typeof value === "string") {
      if (value.length > maxString) return { field: fieldName(path), path, reason: "validation.tooLong" };
    } else if (typeof value === "number" && type.name === "Int" && value < 0) {
      return { field: fieldName(path), path, reason: "validation.negative" };
    }
  }
  return undefined;
}

/**
 * The field as the services' parseInput names it: the argument, or for an input object the field
 * directly in it (`input.pool.weight` → `pool`, `input.email` → `email`, `text` → `text`).
 */
function fieldName(path: string): string {
  const segments = path.split(".");
  return segments[1] ?? segments[0]!;
}

/** Root fields of an operation, through inline fragments and fragment spreads. */
function rootFields(set: SelectionSetNode, document: DocumentNode, seen = new Set<string>()): FieldNode[] {
  const out: FieldNode[] = [];
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) out.push(selection);
    else if (selection.kind === Kind.INLINE_FRAGMENT)
      out.push(...rootFields(selection.selectionSet, document, seen));
    else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = document.definitions.find(
        (d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === selection.name.value,
      );
      if (fragment?.kind === Kind.FRAGMENT_DEFINITION)
        out.push(...rootFields(fragment.selectionSet, document, seen));
    }
  }
  return out;
}

/** The first out-of-bounds argument of any root field in the operation. */
export function checkOperationArguments(
  rootType: GraphQLObjectType,
  operation: OperationDefinitionNode,
  document: DocumentNode,
  variables: Record<string, unknown>,
): BoundsViolation | undefined {
  for (const node of rootFields(operation.selectionSet, document)) {
    const definition = rootType.getFields()[node.name.value];
    if (!definition?.args.length) continue;
    let values: Record<string, unknown>;
    try {
      values = getArgumentValues(definition, node, variables);
    } catch {
      continue; // execution reports the bad argument itself
    }
    for (const arg of definition.args) {
      const found = findOutOfBounds(
        values[arg.name],
        arg.type,
        arg.name,
        LONG_TEXTS[`${definition.name}.${arg.name}`],
      );
      if (found) return found;
    }
  }
  return undefined;
}

export function argumentBoundsPlugin<C extends object>(): ApolloServerPlugin<C> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation(requestContext) {
          const { operation, document, schema } = requestContext;
          if (!operation) return;
          const rootType =
            operation.operation === "mutation" ? schema.getMutationType() : schema.getQueryType();
          if (!rootType) return;
          const found = checkOperationArguments(
            rootType,
            operation,
            document,
            requestContext.request.variables ?? {},
          );
          if (!found) return;
          // A client mistake: 400, not the 500 Apollo gives errors thrown from this hook by default.
          requestContext.response.http.status = 400;
          throw toGraphQLError(new DomainError("DATA_ERROR", { ...found }));
        },
      };
    },
  };
}
