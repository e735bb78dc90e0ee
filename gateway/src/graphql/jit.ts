import type { ApolloServerPlugin } from "@apollo/server";
import { compileQuery, isCompiledQuery, type CompiledQuery } from "graphql-jit";
import { Kind, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode } from "graphql";

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
 */
export function jitPlugin<C extends object>(rootFields: readonly string[]): ApolloServerPlugin<C> {
  const hot = new Set(rootFields);
  // Compiled per parsed document (Apollo caches documents by query hash, so one per distinct query).
  const compiled = new WeakMap<DocumentNode, Map<string, CompiledQuery | null>>();

  const compile = (schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode) => {
    let byName = compiled.get(document);
    if (!byName) compiled.set(document, (byName = new Map()));
    const name = operation.name?.value ?? "";
    if (!byName.has(name)) {
      const result = compileQuery(schema, document, operation.name?.value);
      byName.set(name, isCompiledQuery(result) ? result : null);
    }
    return byName.get(name) ?? null;
  };

  return {
    async requestDidStart() {
      return {
        async responseForOperation(requestContext) {
          const { operation, document, schema } = requestContext;
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
