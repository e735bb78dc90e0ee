import { Arg, Args, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../../graphql/context.js";
import { PageArgs } from "../../../graphql/paging.js";
import { StaffOperation } from "../../../graphql/staff-operation.decorator.js";
import { cancelStoreOrder, deliverStoreOrder, shipStoreOrder } from "../services/fulfil.service.js";
import { createStoreItem, editStoreItem, staffStoreItems } from "../services/items.service.js";
import { staffStoreOrders } from "../services/orders.service.js";
import {
  StaffStoreItemType,
  StaffStoreOrderPageType,
  StaffStoreOrderType,
  StoreItemInputType,
  StoreOrderStatusEnum,
  StoreShipmentInput,
} from "./store.types.js";

const itemInput = (i: StoreItemInputType) => ({
  ...i,
  cardId: i.cardId ?? null,
  startsAt: i.startsAt ?? null,
  endsAt: i.endsAt ?? null,
  texts: i.texts.map((t) => ({ ...t })),
});
const asOrder = (v: unknown) => v as StaffStoreOrderType;

/** Staff: store items (storeManage, content) and fulfilment (storeFulfil, support); all audited. */
@Resolver()
export class JpowerStoreStaffResolver {
  @StaffOperation("storeManage")
  @Query(() => [StaffStoreItemType], { description: "Staff: every store item, on or off." })
  async staffStoreItems(@Ctx() ctx: GraphQLContext): Promise<StaffStoreItemType[]> {
    return (await staffStoreItems(ctx.deps, await ctx.language.resolve())) as StaffStoreItemType[];
  }

  @StaffOperation("storeManage")
  @Mutation(() => StaffStoreItemType, { description: "Staff: a new store item." })
  async createStoreItem(
    @Arg("input", () => StoreItemInputType) input: StoreItemInputType,
    @Ctx() ctx: GraphQLContext,
  ): Promise<StaffStoreItemType> {
    return (await createStoreItem(
      ctx.deps,
      itemInput(input),
      await ctx.language.resolve(),
    )) as StaffStoreItemType;
  }

  @StaffOperation("storeManage")
  @Mutation(() => StaffStoreItemType, { description: "Staff: edit a store item (2143 when stale)." })
  async updateStoreItem(
    @Arg("id", () => ID) id: string,
    @Arg("version", () => Int) version: number,
    @Arg("input", () => StoreItemInputType) input: StoreItemInputType,
    @Ctx() ctx: GraphQLContext,
  ): Promise<StaffStoreItemType> {
    return (await editStoreItem(
      ctx.deps,
      id,
      version,
      itemInput(input),
      await ctx.language.resolve(),
    )) as StaffStoreItemType;
  }

  @StaffOperation("storeFulfil")
  @Query(() => StaffStoreOrderPageType, { description: "Staff: store orders, optionally of one status." })
  async staffStoreOrders(
    @Args() { page }: PageArgs,
    @Arg("status", () => StoreOrderStatusEnum, { nullable: true }) status: StoreOrderStatusEnum | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<StaffStoreOrderPageType> {
    return (await staffStoreOrders(
      ctx.deps,
      status ?? null,
      page,
      await ctx.language.resolve(),
    )) as StaffStoreOrderPageType;
  }

  @StaffOperation("storeFulfil")
  @Mutation(() => StaffStoreOrderType, { description: "Staff: mark a PAID order shipped (2142 otherwise)." })
  async shipStoreOrder(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => StoreShipmentInput) input: StoreShipmentInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<StaffStoreOrderType> {
    return asOrder(await shipStoreOrder(ctx.deps, id, { ...input }, await ctx.language.resolve()));
  }

  @StaffOperation("storeFulfil")
  @Mutation(() => StaffStoreOrderType, { description: "Staff: mark a SHIPPED order delivered." })
  async deliverStoreOrder(
    @Arg("id", () => ID) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<StaffStoreOrderType> {
    return asOrder(await deliverStoreOrder(ctx.deps, id, await ctx.language.resolve()));
  }

  @StaffOperation("storeFulfil")
  @Mutation(() => StaffStoreOrderType, {
    description: "Staff: cancel a PAID order: the Jpower and the stock go back, once (2142 otherwise).",
  })
  async cancelStoreOrder(
    @Arg("id", () => ID) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<StaffStoreOrderType> {
    const viewer = await ctx.auth.viewer();
    return asOrder(
      await cancelStoreOrder(ctx.deps, id, viewer ? String(viewer.id) : null, await ctx.language.resolve()),
    );
  }
}
