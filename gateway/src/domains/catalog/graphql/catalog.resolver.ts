import { Arg, Ctx, ID, Int, Query, Resolver } from "type-graphql";
import { boundedText, offsetRule, pageSizeRule, searchTextRule } from "@vitrine/schema";
import { z } from "zod";
import { parseInput } from "../../../shared/parse-input.js";
import type { GraphQLContext } from "../../../graphql/context.js";
import { chainShowcase } from "../services/chain-showcase.service.js";
import { getCard } from "../services/get-card.service.js";
import { listCards } from "../services/list-cards.service.js";
import { listChains } from "../services/list-chains.service.js";
import { listPublishers } from "../services/list-publishers.service.js";
import { limitPublicQuery } from "../services/public-query-rate-limit.js";
import { searchCatalog, type SearchItemView } from "../services/search-catalog.service.js";
import { CardType, ChainType, PublisherType } from "../../../graphql/card.types.js";
import {
  CardFilterInput,
  CardPageType,
  ChainShowcaseType,
  SearchItemKind,
  SearchItemType,
} from "./catalog.types.js";

/** Largest `limit` of latestCards, `perChain` of chainShowcase and `limit` of search. */
const LATEST_CARDS_MAX = 50;
const SHOWCASE_PER_CHAIN_MAX = 20;
const SEARCH_LIMIT_MAX = 20;

/** A size or offset argument within its rule, or DATA_ERROR naming the argument (paging rules). */
function bounded(
  field: string,
  value: number,
  rule: ReturnType<typeof pageSizeRule> | typeof offsetRule,
): number {
  return parseInput(z.object({ [field]: rule }), { [field]: value })[field] as number;
}

@Resolver()
export class CatalogResolver {
  @Query(() => [ChainType])
  chains(@Ctx() ctx: GraphQLContext) {
    return listChains(ctx.deps.dataSource);
  }

  @Query(() => [PublisherType])
  publishers(@Ctx() ctx: GraphQLContext) {
    return listPublishers(ctx.deps.dataSource);
  }

  // 404 when unknown (docs/ERRORS.md R4); the field stays nullable so the schema does not change.
  @Query(() => CardType, { nullable: true })
  card(@Arg("id", () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    return getCard(ctx.deps.dataSource, id);
  }

  @Query(() => CardPageType, { description: "Released cards, newest first, optionally filtered." })
  async cards(
    @Ctx() ctx: GraphQLContext,
    @Arg("filter", () => CardFilterInput, { nullable: true }) filter?: CardFilterInput | null,
    @Arg("limit", () => Int, { defaultValue: 20 }) limit = 20,
    @Arg("offset", () => Int, { defaultValue: 0 }) offset = 0,
  ) {
    const size = bounded("limit", limit, pageSizeRule());
    const from = bounded("offset", offset, offsetRule);
    await limitPublicQuery(ctx.deps, ctx.ip, "cards");
    return listCards(ctx.deps.dataSource, filter ?? {}, size, from);
  }

  @Query(() => [CardType], { description: "The latest released cards." })
  async latestCards(@Ctx() ctx: GraphQLContext, @Arg("limit", () => Int, { defaultValue: 8 }) limit = 8) {
    return (
      await listCards(ctx.deps.dataSource, {}, bounded("limit", limit, pageSizeRule(LATEST_CARDS_MAX)), 0)
    ).items;
  }

  @Query(() => [ChainShowcaseType], { description: "The newest cards of each chain." })
  chainShowcase(@Ctx() ctx: GraphQLContext, @Arg("perChain", () => Int, { defaultValue: 4 }) perChain = 4) {
    return chainShowcase(
      ctx.deps.dataSource,
      bounded("perChain", perChain, pageSizeRule(SHOWCASE_PER_CHAIN_MAX)),
    );
  }

  @Query(() => [SearchItemType], { description: "Header suggestions: artworks and publishers by name." })
  async search(
    @Arg("text") text: string,
    @Ctx() ctx: GraphQLContext,
    @Arg("limit", () => Int, { defaultValue: 8 }) limit = 8,
  ): Promise<SearchItemType[]> {
    parseInput(z.object({ text: boundedText("searchText") }), { text });
    const size = bounded("limit", limit, pageSizeRule(SEARCH_LIMIT_MAX));
    const parsed = searchTextRule.safeParse(text);
    if (!parsed.success) return [];
    await limitPublicQuery(ctx.deps, ctx.ip, "search");
    const items: SearchItemView[] = await searchCatalog(ctx.deps.dataSource, parsed.data, size);
    return items.map((item) => ({ ...item, type: SearchItemKind[item.type] }));
  }
}
