import type { ApolloServerPlugin } from "@apollo/server";
import { compileQuery, isCompiledQuery, type CompiledQuery } from "graphql-jit";
import {
  isScalarType,
  Kind,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from "graphql";

/**
 * Compiled execution (graphql-jit) for the hot public reads — today the order book, the marketplace's
 * busiest page. graphql-js walks the document field by field for every request; graphql-jit compiles
 * each document once into a function that resolves exactly what it asks for (plain fields of types
 * declared with `simpleResolvers` become property reads), which is most of what a page of 20
 * listings costs above the SQL.
 *
 * Safe mode, as docs/PERFORMANCE.md (order book) explains:
 * - only queries whose every root field is in `rootFields` are compiled; everything else (mutations,
 *   every other query, anything with an abstract type the compiler cannot resolve synchronously) runs
 *   on graphql-js as before;
 * - the plugin answers only a result without errors. A result with any error (a refused filter, a
 *   rate limit, bad variables) is dropped and Apollo executes the operation again on graphql-js, so
 *   errors keep exactly their shape, codes, HTTP status and formatting;
 * - parsing, validation (graphql-armor's limits) and the argument-bounds check run before this hook,
 *   as for every request.
 *
 * An operation answered this way is remembered by its hash (HotOperations) for the GET fast path of
 * automatic persisted queries (http/persisted-get.ts).
 */
/**
 * DateTimeISO as graphql-scalars serializes it (`toISOString()` of a valid Date), without its general
 * checks for the common case of a valid Date (three per listing on every page); anything else goes to
 * the scalar's own serializer and fails as it would.
 */
function dateSerializers(schema: GraphQLSchema): Record<string, (value: unknown) => unknown> {
  const scalar = schema.getType("DateTimeISO");
  if (!isScalarType(scalar)) return {};
  return {
    DateTimeISO: (value) =>
      value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString() : scalar.serialize(value),
  };
}

/** A hot operation Apollo has parsed, validated and answered without error through the compiled executor. */
export interface HotOperation {
  schema: GraphQLSchema;
  document: DocumentNode;
  operation: OperationDefinitionNode;
  compiled: CompiledQuery;
}

/**
 * The hot operations by the SHA-256 of their text (Apollo's query hash, which is also the automatic
 * persisted query hash), for http/persisted-get.ts: a GET that names one of them by hash is answered
 * without Apollo's request pipeline. Bounded: documents past HotOperations.MAX are not kept (they
 * still run through Apollo and the compiled executor).
 */
export class HotOperations {
  static readonly MAX = 200;
  private readonly byHash = new Map<string, HotOperation>();

  get(hash: string): HotOperation | undefined {
    return this.byHash.get(hash);
  }

  remember(hash: string, operation: HotOperation): void {
    if (this.byHash.has(hash) || this.byHash.size >= HotOperations.MAX) return;
    this.byHash.set(hash, operation);
  }
}

const hotOperationsOfServer = new WeakMap<object, HotOperations>();

/** Links an Apollo server to the HotOperations its jit plugin fills (apollo.ts). */
export function linkHotOperations(server: object, hot: HotOperations): void {
  hotOperationsOfServer.set(server, hot);
}

/** The HotOperations of an Apollo server, if its jit plugin keeps them. */
export function hotOperationsOf(server: object): HotOperations | undefined {
  return hotOperationsOfServer.get(server);
}

export function jitPlugin<C extends object>(
  rootFields: readonly string[],
  hotOperations?: HotOperations,
): ApolloServerPlugin<C> {
  const hot = new Set(rootFields);
  // Compiled per parsed document (Apollo caches documents by query hash, so one per distinct query).
  const compiled = new WeakMap<DocumentNode, Map<string, CompiledQuery | null>>();

  const compile = (schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode) => {
    let byName = compiled.get(document);
    if (!byName) compiled.set(document, (byName = new Map()));
    const name = operation.name?.value ?? "";
    if (!byName.has(name)) {
      const result = compileQuery(schema, document, operation.name?.value, {
        customSerializers: dateSerializers(schema),
      });
      byName.set(name, isCompiledQuery(result) ? result : null);
    }
    return byName.get(name) ?? null;
  };

  return {
    async requestDidStart() {
      return {
        async responseForOperation(requestContext) {
          const { operation, document, schema, queryHash } = requestContext;
          if (operation.operation !== "query") return null;
          const allHot = operation.selectionSet.selections.every(
            (s) => s.kind === Kind.FIELD && hot.has(s.name.value),
          );
          if (!allHot) return null;
          const query = compile(schema, document, operation);
          if (!query) return null;
          try {
            const result = await query.query(
              undefined,
              requestContext.contextValue,
              requestContext.request.variables ?? {},
            );
            if (result.errors?.length || !result.data) return null;
            if (queryHash)
              hotOperations?.remember(queryHash, { schema, document, operation, compiled: query });
            return {
              http: requestContext.response.http,
              body: { kind: "single", singleResult: { data: result.data } },
            };
          } catch {
            return null;
          }
        },
      };
    },
  };
}
