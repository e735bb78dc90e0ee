import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/** `import { graphql } from "…/gql"` (the client preset's entry), with the specifier captured. */
const GRAPHQL_IMPORT = /import\s*\{\s*graphql\s*\}\s*from\s*(["'])([^"']*\/gql(?:\/index(?:\.ts)?)?)\1;?/;
/** A `graphql(`…`)` call with a plain template literal (the preset allows no interpolation). */
const GRAPHQL_CALL = /\bgraphql\(\s*`((?:[^`\\$]|\$(?!\{))*)`\s*,?\s*\)/g;
/** One entry of gql.ts's `documents` map: the source text (a JSON string) → `types.<Export>`. */
const DOCUMENT_ENTRY = /^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm;
/** One document of graphql.ts: `export const <Export> = {…json…} as unknown as DocumentNode<…>;`. */
const DOCUMENT_EXPORT = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;

/** Reads the generated documents: source text of each graphql() call → its parsed document as JSON. */
function generatedDocuments(gqlDir: string): Map<string, string> {
  const json = new Map<string, string>();
  for (const match of readFileSync(path.join(gqlDir, "graphql.ts"), "utf8").matchAll(DOCUMENT_EXPORT)) {
    json.set(match[1]!, match[2]!);
  }
  const map = new Map<string, string>();
  for (const match of readFileSync(path.join(gqlDir, "gql.ts"), "utf8").matchAll(DOCUMENT_ENTRY)) {
    const document = json.get(match[2]!);
    if (document) map.set(JSON.parse(match[1]!) as string, document);
  }
  return map;
}

/**
 * The build-time half of graphql-codegen's client preset (what its babel plugin is for): each
 * `graphql(`…`)` call is replaced by the document codegen generated for it, inlined where it is used.
 * Without it, `graphql()` looks documents up in a map that names every document of the app, and even
 * imports from gql/graphql.ts would share that one module (all documents) between every page, so
 * the first page would ship all of them
 * (https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size).
 * A call whose text is not generated (stale generated code) is left alone and still works.
 */
export function graphqlInlineDocuments(gqlDir: string): Plugin {
  let documents: Map<string, string> | undefined;
  return {
    name: "vitrine:graphql-inline-documents",
    apply: "build",
    enforce: "pre",
    buildStart() {
      documents = generatedDocuments(gqlDir);
    },
    transform(code, id) {
      if (!/\.(ts|tsx)$/.test(id) || id.startsWith(gqlDir) || !code.includes("graphql(")) return null;
      const imported = GRAPHQL_IMPORT.exec(code);
      if (!imported || !documents) return null;
      let replaced = 0;
      let kept = 0;
      const body = code.replace(GRAPHQL_CALL, (call, text: string) => {
        const document = documents!.get(text);
        if (!document) {
          kept++;
          return call;
        }
        replaced++;
        // Same line count, so the source map of the rest of the file stays right line by line.
        return `(${document}${"\n".repeat(call.split("\n").length - 1)})`;
      });
      if (replaced === 0) return null;
      return { code: kept > 0 ? body : body.replace(imported[0], ""), map: null };
    },
  };
}
