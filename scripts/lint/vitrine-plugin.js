// Vitrine's own lint rules: the code shape of docs/ARCHITECTURE.md, checked rather than hoped for.
//  - domain-boundaries: a gateway domain (or a worker) reaches another domain only through its index.ts.
//  - module-boundaries: a client module reaches another module only through its index.ts.
//  - table-ownership: a table is named in SQL only by its owning domain's `*.repo.ts` files.
import path from "node:path";
import { TABLE_OWNERS } from "./table-owners.js";

const ROOT = path.resolve(import.meta.dirname, "../..");
const DOMAINS = path.join(ROOT, "gateway/src/domains");
const MODULES = path.join(ROOT, "client/src/modules");

function importSources(context, check) {
  const visit = (node) => {
    if (node.source && typeof node.source.value === "string") check(node.source, node.source.value);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}

/** [area, rest-of-path] when `file` lies under `base` (area = first folder), else undefined. */
function areaOf(base, file) {
  const rel = path.relative(base, file);
  if (rel.startsWith("..") || path.isAbsolute(rel)) return undefined;
  const parts = rel.split(path.sep);
  return parts.length >= 2 ? [parts[0], parts.slice(1).join("/")] : undefined;
}

const isIndex = (rest) => /^index(\.(js|ts|tsx))?$/.test(rest);

function boundaryRule(base, alias, what) {
  return {
    meta: {
      type: "problem",
      messages: {
        internal: `{{from}} may use ${what} "{{to}}" only through its index.ts, not "{{spec}}".`,
      },
      schema: [],
    },
    create(context) {
      const file = context.filename;
      const own = areaOf(base, file)?.[0];
      return importSources(context, (node, spec) => {
        let target;
        if (spec.startsWith(".")) target = path.resolve(path.dirname(file), spec);
        else if (alias && spec.startsWith(alias)) target = path.join(base, spec.slice(alias.length));
        else return;
        const hit = areaOf(base, target);
        if (!hit || hit[0] === own || isIndex(hit[1])) return;
        context.report({ node, messageId: "internal", data: { from: own ?? "this file", to: hit[0], spec } });
      });
    },
  };
}

const OWNER_OF = new Map(
  Object.entries(TABLE_OWNERS).flatMap(([owner, tables]) => tables.map((t) => [t, owner])),
);
const TABLE_RE = new RegExp(
  `\\b(?:FROM|JOIN|INTO|UPDATE|TABLE|EXISTS)\\s+\`?(${[...OWNER_OF.keys()].join("|")})\\b`,
  "g",
);

/** The owner area the file may speak for: "market" for domains/market/x.repo.ts, "adapters/sms" for adapters/sms/*. */
function ownerAreaOf(file) {
  const rel = path.relative(path.join(ROOT, "gateway/src"), file).split(path.sep).join("/");
  const domain = /^domains\/([^/]+)\/.*\.repo\.ts$/.exec(rel);
  if (domain) return domain[1];
  const adapter = /^adapters\/([^/]+)\/.*\.repo\.ts$/.exec(rel);
  if (adapter) return `adapters/${adapter[1]}`;
  return undefined;
}

const tableOwnership = {
  meta: {
    type: "problem",
    messages: {
      foreign:
        "Table {{table}} belongs to {{owner}}: name it only in {{owner}}'s *.repo.ts and call that domain's index.ts from here.",
    },
    schema: [],
  },
  create(context) {
    const mine = ownerAreaOf(context.filename);
    const check = (node, text) => {
      for (const m of text.matchAll(TABLE_RE)) {
        const owner = OWNER_OF.get(m[1]);
        if (owner !== mine) context.report({ node, messageId: "foreign", data: { table: m[1], owner } });
      }
    };
    return {
      Literal(node) {
        if (typeof node.value === "string") check(node, node.value);
      },
      TemplateLiteral(node) {
        check(node, node.quasis.map((q) => q.value.cooked ?? q.value.raw).join(" "));
      },
    };
  },
};

export default {
  rules: {
    "domain-boundaries": boundaryRule(DOMAINS, "@vitrine/gateway/domains/", "domain"),
    "module-boundaries": boundaryRule(MODULES, undefined, "module"),
    "table-ownership": tableOwnership,
  },
};
