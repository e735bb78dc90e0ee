import { buildSchema, parse, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { aliasLimitRule, depthLimitRule } from "../../src/graphql/limits.js";

const schema = buildSchema(`type Node { id: ID! child: Node } type Query { node: Node }`);
const errors = (query: string, depth = 3, aliases = 2) =>
  validate(schema, parse(query), [depthLimitRule(depth), aliasLimitRule(aliases)]).map((e) => e.message);

describe("GraphQL limits", () => {
  it("counts depth through fragments and allows up to the limit", () => {
    expect(errors("{ node { child { id } } }")).toEqual([]);
    expect(errors("{ node { child { child { id } } } }")).toEqual([
      "Query depth 4 exceeds the maximum of 3.",
    ]);
    expect(errors("{ node { ...F } } fragment F on Node { child { child { id } } }")).toEqual([
      "Query depth 4 exceeds the maximum of 3.",
    ]);
  });

  it("limits aliases per document", () => {
    expect(errors("{ a: node { id } b: node { id } }")).toEqual([]);
    expect(errors("{ a: node { id } b: node { id } c: node { id } }")).toEqual([
      "The request uses more than 2 aliases.",
    ]);
  });
});
