import { Arg, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../../graphql/context.js";
import { StaffOperation } from "../../../graphql/staff-operation.decorator.js";
import { CardType } from "../../../graphql/card.types.js";
import { createCard } from "../services/create-card.service.js";
import { cardFormOptions, listStaffCards } from "../services/staff-cards.service.js";
import { CardFormOptionsType, CreateCardInputType } from "./staff-cards.types.js";

/** Staff catalogue (catalogManage): new cards and the pickers of the releases page. */
@Resolver()
export class StaffCardsResolver {
  @StaffOperation("catalogManage")
  @Query(() => CardFormOptionsType, {
    description: "Staff: artists, publishers, chains and series to make a card of.",
  })
  cardFormOptions(@Ctx() ctx: GraphQLContext) {
    return cardFormOptions(ctx.deps);
  }

  @StaffOperation("catalogManage")
  @Query(() => [CardType], {
    description: "Staff: cards of any release time, newest first, optionally whose name contains `search`.",
  })
  staffCards(
    @Ctx() ctx: GraphQLContext,
    @Arg("search", () => String, { nullable: true }) search: string | null,
    @Arg("limit", () => Int, { defaultValue: 20 }) limit: number,
  ) {
    return listStaffCards(ctx.deps, search, limit);
  }

  @StaffOperation("catalogManage")
  @Mutation(() => CardType, {
    description:
      "Staff: a new card; the platform assigns its contract and token id. Its artwork is uploaded to POST /staff/cards/:id/artwork.",
  })
  createCard(
    @Arg("input", () => CreateCardInputType) input: CreateCardInputType,
    @Ctx() ctx: GraphQLContext,
  ) {
    return createCard(ctx.deps, input);
  }
}
