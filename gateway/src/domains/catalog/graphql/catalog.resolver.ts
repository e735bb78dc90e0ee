import { Arg, Ctx, ID, Int, Query, Resolver } from "type-graphql";
import { boundedText, searchTextRule } from "@vitrine/schema";
import { z } from "zod";
import { parseInput } from "../../../shared/parse-input.js";
import type { GraphQLContext } from "../../../graphql/context.js";
import { DomainError } from "../../../graphql/domain-error.js";
import { chainShowcase } from "../services/chain-showcase.service.js";
import { getCard } from "../services/get-card.service.js";
import { listCards } from "../services/list-cards.service.js";
import { listChains } from "../services/list-chains.service.js";
import { listPublishers } from "../services/list-publishers.service.js";
import { searchCatalog, type SearchItemView } from "../services/search-catalog.service.js";
import {
  CardFilterInput,
  CardPageType,
  CardType,
  ChainShowcaseType,
  ChainType,
  PublisherType,
  SearchItemKind,
  SearchItemType,
} from "./catalog.types.js";

function bounded(value: number, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new DomainError("DATA_ERROR", { min, max }, `must be a whole number from ${min} to ${max}`);
  }
  return value;
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

  @Query(() => CardType, { nullable: true })
  card(@Arg("id", () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    return getCard(ctx.deps.dataSource, id);
  }

  @Query(() => CardPageType, { description: "Released cards, newest first, optionally filtered." })
  cards(
    @Ctx() ctx: GraphQLContext,
    @Arg("filter", () => CardFilterInput, { nullable: true }) filter?: CardFilterInput | null,
    @Arg("limit", () => Int, { defaultValue: 20 }) limit = 20,
    @Arg("offset", () => Int, { defaultValue: 0 }) offset = 0,
  ) {
    return listCards(
      ctx.deps.dataSource,
      filter ?? {},
      bounded(limit, 1, 100),
      bounded(offset, 0, 1_000_000),
    );
  }

  @Query(() => [CardType], { description: "The latest released cards." })
  async latestCards(@Ctx() ctx: GraphQLContext, @Arg("limit", () => Int, { defaultValue: 8 }) limit = 8) {
    return (await listCards(ctx.deps.dataSource, {}, bounded(limit, 1, 50), 0)).items;
  }

  @Query(() => [ChainShowcaseType], { description: "The newest cards of each chain." })
  chainShowcase(@Ctx() ctx: GraphQLContext, @Arg("perChain", () => Int, { defaultValue: 4 }) perChain = 4) {
    return chainShowcase(ctx.deps.dataSource, bounded(perChain, 1, 20));
  }

  @Query(() => [SearchItemType], { description: "Header suggestions: artworks and publishers by name." })
  async search(
    @Arg("text") text: string,
    @Ctx() ctx: GraphQLContext,
    @Arg("limit", () => Int, { defaultValue: 8 }) limit = 8,
  ): Promise<SearchItemType[]> {
    parseInput(z.object({ text: boundedText("searchText") }), { text });
    const parsed = searchTextRule.safeParse(text);
    if (!parsed.success) return [];
    const items: SearchItemView[] = await searchCatalog(
      ctx.deps.dataSource,
      parsed.data,
      bounded(limit, 1, 20),
    );
    return items.map((item) => ({ ...item, type: SearchItemKind[item.type] }));
  }
}
