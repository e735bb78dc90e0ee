import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../../graphql/context.js";
import { PageArgs } from "../../../graphql/paging.js";
import { myStoreAddresses, removeStoreAddress, saveStoreAddress } from "../services/addresses.service.js";
import { buyStoreItem } from "../services/buy.service.js";
import { storeFront, storeItem } from "../services/items.service.js";
import { myStoreOrder, myStoreOrders } from "../services/orders.service.js";
import {
  BuyStoreItemInput,
  StoreAddressType,
  StoreFrontType,
  StoreItemType,
  StoreOrderPageType,
  StoreOrderType,
  StoreReceiverInput,
} from "./store.types.js";

const viewerId = async (ctx: GraphQLContext) => {
  const viewer = await ctx.auth.viewer();
  return viewer ? String(viewer.id) : null;
};
const memberId = async (ctx: GraphQLContext) => String((await ctx.auth.require()).user.id);
const asOrder = (v: unknown) => v as StoreOrderType;

/** The Jpower store for members: items, buying, the member's orders and saved receivers. */
@Resolver()
export class JpowerStoreResolver {
  @Query(() => StoreFrontType, { description: "The store's items, and the viewer's available Jpower." })
  async jpowerStore(@Ctx() ctx: GraphQLContext): Promise<StoreFrontType> {
    return (await storeFront(ctx.deps, await viewerId(ctx), await ctx.language.resolve())) as StoreFrontType;
  }

  @Query(() => StoreItemType, { description: "One store item (404 when unknown or switched off)." })
  async storeItem(@Arg("id", () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<StoreItemType> {
    return (await storeItem(ctx.deps, id, await ctx.language.resolve())) as StoreItemType;
  }

  @Authorized()
  @Query(() => StoreOrderPageType, { description: "The member's store orders, newest first (20 a page)." })
  async myStoreOrders(@Args() { page }: PageArgs, @Ctx() ctx: GraphQLContext): Promise<StoreOrderPageType> {
    return (await myStoreOrders(
      ctx.deps,
      await memberId(ctx),
      page,
      await ctx.language.resolve(),
    )) as StoreOrderPageType;
  }

  @Authorized()
  @Query(() => StoreOrderType, { description: "One of the member's store orders (404 otherwise)." })
  async myStoreOrder(@Arg("id", () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<StoreOrderType> {
    return asOrder(await myStoreOrder(ctx.deps, await memberId(ctx), id, await ctx.language.resolve()));
  }

  @Authorized()
  @Query(() => [StoreAddressType], { description: "The member's saved receivers." })
  async myStoreAddresses(@Ctx() ctx: GraphQLContext): Promise<StoreAddressType[]> {
    return myStoreAddresses(ctx.deps, await memberId(ctx));
  }

  @Authorized()
  @Mutation(() => StoreOrderType, {
    description:
      "Buys with Jpower: 1016 sold out, 1104 short of Jpower, 2140 not on sale, 2141 over the limit.",
  })
  async buyStoreItem(
    @Arg("input", () => BuyStoreItemInput) input: BuyStoreItemInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<StoreOrderType> {
    const receiver = input.receiver ? { ...input.receiver } : null;
    return asOrder(
      await buyStoreItem(
        ctx.deps,
        await memberId(ctx),
        {
          itemId: input.itemId,
          quantity: input.quantity ?? 1,
          receiver,
          saveAddress: input.saveAddress ?? false,
          requestId: input.requestId,
        },
        await ctx.language.resolve(),
      ),
    );
  }

  @Authorized()
  @Mutation(() => [StoreAddressType], { description: "Saves a receiver (2144 when the book is full)." })
  async saveStoreAddress(
    @Arg("input", () => StoreReceiverInput) input: StoreReceiverInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<StoreAddressType[]> {
    return saveStoreAddress(ctx.deps, await memberId(ctx), { ...input });
  }

  @Authorized()
  @Mutation(() => [StoreAddressType], { description: "Removes a saved receiver." })
  async removeStoreAddress(
    @Arg("id", () => ID) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<StoreAddressType[]> {
    return removeStoreAddress(ctx.deps, await memberId(ctx), id);
  }
}
