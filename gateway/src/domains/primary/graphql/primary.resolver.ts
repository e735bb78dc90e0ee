import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../../graphql/context.js";
import { availablePaymentWays } from "../../../adapters/payments/payment-provider.js";
import { buyJpoint, buyProduct } from "../services/buy-product.service.js";
import { createReleaseProduct } from "../services/create-release-product.service.js";
import { updateReleaseProduct } from "../services/update-release-product.service.js";
import { refundPaymentOrder } from "../services/refund-order.service.js";
import { listLatePaidOrders, listUserOrders, viewerOrder } from "../services/order-query.service.js";
import { paymentProviders } from "../../../adapters/payments/payment-providers.js";
import { getProduct, listProducts } from "../services/product-query.service.js";
import {
  BuyJpointInput,
  BuyProductInput,
  CreateReleaseInputType,
  PaymentWayType,
  PrimaryOrderKindEnum,
  PrimaryOrderPageType,
  PrimaryOrderType,
  PrimaryProductType,
  ProductKindEnum,
  UpdateReleaseInputType,
} from "./primary.types.js";
import { toOrderType, toProductType } from "./primary-view.js";
import { StaffOperation } from "../../../graphql/staff-operation.decorator.js";

/** Primary platform: products, Jpoint top-ups and purchases, orders (docs/PRIMARY-API.md). */
@Resolver()
export class PrimaryResolver {
  @Query(() => [PaymentWayType], { description: "The ways to pay offered now (get_buy_jpoint_payment_way)." })
  paymentWays(@Ctx() ctx: GraphQLContext): PaymentWayType[] {
    return availablePaymentWays(paymentProviders(ctx.deps)).map((w) => ({ ...w }));
  }

  @Query(() => [PrimaryProductType], {
    description: "Releases and packages on sale or coming soon; artistId: one artist's (604 if unknown).",
  })
  async primaryProducts(
    @Arg("kind", () => ProductKindEnum, { nullable: true }) kind: ProductKindEnum | null,
    @Arg("artistId", () => ID, { nullable: true }) artistId: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PrimaryProductType[]> {
    return (await listProducts(ctx.deps.dataSource.manager, { kind, artistId })).map(toProductType);
  }

  // 404 when unknown (docs/ERRORS.md R4); the field stays nullable so the schema does not change.
  @Query(() => PrimaryProductType, { nullable: true })
  async primaryProduct(
    @Arg("id", () => ID) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PrimaryProductType> {
    return toProductType(await getProduct(ctx.deps.dataSource.manager, id));
  }

  @Authorized()
  @Query(() => PrimaryOrderType, {
    nullable: true,
    description: "One of the viewer's orders by its number (order_completed_info); support staff see any.",
  })
  async primaryOrder(@Arg("orderId") orderId: string, @Ctx() ctx: GraphQLContext): Promise<PrimaryOrderType> {
    const { user } = await ctx.auth.require();
    // Someone else's order and an unknown number both answer 404 (R5); nullable only to keep the schema.
    return toOrderType(await viewerOrder(ctx.deps.dataSource.manager, user, orderId));
  }

  @Authorized()
  @Query(() => PrimaryOrderPageType, {
    description: "The viewer's orders, newest first (purchase history; kind JPOINT = Jpoint deposit orders).",
  })
  async myPrimaryOrders(
    @Arg("kind", () => PrimaryOrderKindEnum, { nullable: true }) kind: PrimaryOrderKindEnum | null,
    @Arg("page", () => Int, { nullable: true }) page: number | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PrimaryOrderPageType> {
    const { user } = await ctx.auth.require();
    const result = await listUserOrders(ctx.deps.dataSource.manager, String(user.id), { kind, page });
    return { ...result, items: result.items.map(toOrderType) };
  }

  @StaffOperation("latePaidOrders")
  @Query(() => [PrimaryOrderType], { description: "Staff: orders paid after their hold ended." })
  async latePaidOrders(@Ctx() ctx: GraphQLContext): Promise<PrimaryOrderType[]> {
    return (await listLatePaidOrders(ctx.deps.dataSource.manager)).map(toOrderType);
  }

  @StaffOperation("paymentRefunds")
  @Mutation(() => PrimaryOrderType, {
    description:
      "Staff: refund a Jpoint order paid through LINE Pay (its refund API): the Jpoint goes back, then " +
      "the money; refundState PENDING → DONE. Running it again retries a pending refund, changes nothing after.",
  })
  async refundPaymentOrder(
    @Arg("orderNo", () => String) orderNo: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PrimaryOrderType> {
    const { user } = await ctx.auth.require();
    return toOrderType(await refundPaymentOrder(ctx.deps, String(user.id), orderNo));
  }

  @Authorized()
  @Mutation(() => PrimaryOrderType, {
    description: "Buy Jpoint (over NT$100) through a payment way; pay at paymentUrl within the hold.",
  })
  async buyJpoint(
    @Arg("input", () => BuyJpointInput) input: BuyJpointInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PrimaryOrderType> {
    const { user } = await ctx.auth.require();
    return toOrderType(await buyJpoint(ctx.deps, String(user.id), input));
  }

  @Authorized()
  @Mutation(() => PrimaryOrderType, {
    description: "Buy a release or packages: with Jpoint at once, or through a payment way (held 1 hour).",
  })
  async buyProduct(
    @Arg("input", () => BuyProductInput) input: BuyProductInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PrimaryOrderType> {
    const { user } = await ctx.auth.require();
    return toOrderType(await buyProduct(ctx.deps, String(user.id), input));
  }

  @StaffOperation("catalogManage")
  @Mutation(() => PrimaryProductType, {
    description: "Staff: put a card on primary sale (a single release).",
  })
  async createReleaseProduct(
    @Arg("input", () => CreateReleaseInputType) input: CreateReleaseInputType,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PrimaryProductType> {
    return toProductType(await createReleaseProduct(ctx.deps, input));
  }

  @StaffOperation("catalogManage")
  @Mutation(() => PrimaryProductType, {
    description:
      "Staff: change a release's schedule, prices, supply and per-order limit before anything is sold.",
  })
  async updateReleaseProduct(
    @Arg("input", () => UpdateReleaseInputType) input: UpdateReleaseInputType,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PrimaryProductType> {
    return toProductType(await updateReleaseProduct(ctx.deps, input));
  }
}
