import { buildSchema, parse, specifiedRules, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { graphqlLimits, type GraphQLLimitsConfig } from "../../src/graphql/limits.js";

const schema = buildSchema(`type Node { id: ID! child: Node } type Query { node: Node }`);
const LIMITS: GraphQLLimitsConfig = {
  GRAPHQL_MAX_DEPTH: 3,
  GRAPHQL_MAX_ALIASES: 2,
  GRAPHQL_MAX_COST: 100,
  GRAPHQL_MAX_DIRECTIVES: 2,
  GRAPHQL_MAX_TOKENS: 100,
  production: true,
};
const errors = (query: string, limits: Partial<GraphQLLimitsConfig> = {}) =>
  validate(schema, parse(query), [
    ...specifiedRules,
    ...graphqlLimits({ ...LIMITS, ...limits }).validationRules,
  ]).map((e) => e.message);

describe("GraphQL limits (graphql-armor)", () => {
  it("counts depth through fragments (flattened) and allows up to the limit", () => {
    expect(errors("{ node { child { id } } }")).toEqual([]);
    expect(errors("{ node { child { child { id } } } }")).toEqual([
      "Syntax Error: Query depth limit of 3 exceeded, found 4.",
    ]);
    expect(errors("{ node { ...F } } fragment F on Node { child { child { id } } }")).toEqual([
      "Syntax Error: Query depth limit of 3 exceeded, found 4.",
    ]);
  });

  it("limits aliases", () => {
    expect(errors("{ a: node { id } b: node { id } }")).toEqual([]);
    expect(errors("{ a: node { id } b: node { id } c: node { id } }")).toEqual([
      "Syntax Error: Aliases limit of 2 exceeded, found 3.",
    ]);
  });

  it("limits directives", () => {
    expect(errors("{ node @include(if: true) { id @skip(if: false) } }")).toEqual([]);
    expect(
      errors("{ node @include(if: true) { id @skip(if: false) child @include(if: true) { id } } }"),
    ).toEqual(["Syntax Error: Directives limit of 2 exceeded, found 3."]);
  });

  it("limits the cost (each level weighs depthCostFactor more)", () => {
    expect(errors("{ node { id child { id } } }")).toEqual([]);
    expect(errors("{ node { id child { id } } }", { GRAPHQL_MAX_COST: 5 })).toEqual([
      expect.stringMatching(/^Syntax Error: Query Cost limit of 5 exceeded, found \d/),
    ]);
  });

  it("limits tokens while parsing", () => {
    const { parseOptions } = graphqlLimits(LIMITS);
    expect(() => parse(`{ ${"node { id } ".repeat(20)}}`, parseOptions)).not.toThrow();
    expect(() => parse(`{ ${"node { id } ".repeat(30)}}`, parseOptions)).toThrow(/100 tokens/);
  });
});
