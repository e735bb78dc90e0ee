import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../../graphql/context.js";
import { PageArgs } from "../../../graphql/paging.js";
import { jalleryInfo } from "../services/access.js";
import { setShowroomLike } from "../services/like.service.js";
import { createShowroom, deleteShowroom, updateShowroom } from "../services/manage-showroom.service.js";
import {
  myShowrooms,
  showroomFor,
  showroomGallery,
  showroomTemplates,
} from "../services/showroom-query.service.js";
import { saveShowroomSlots } from "../services/slots.service.js";
import {
  CreateShowroomInput,
  JalleryType,
  ShowroomOrderEnum,
  ShowroomPageType,
  ShowroomSlotInput,
  ShowroomTemplateType,
  ShowroomType,
  UpdateShowroomInput,
} from "./showrooms.types.js";

const asType = (v: unknown) => v as ShowroomType;
const viewerId = async (ctx: GraphQLContext) => {
  const viewer = await ctx.auth.viewer();
  return viewer ? String(viewer.id) : null;
};

@Resolver()
export class ShowroomsResolver {
  @Query(() => JalleryType, { description: "Jallery: whether the viewer has showrooms and where to buy it." })
  async jallery(@Ctx() ctx: GraphQLContext): Promise<JalleryType> {
    return jalleryInfo(ctx.deps.dataSource.manager, await viewerId(ctx));
  }

  @Query(() => ShowroomType, {
    description: "A room: published for anyone, any state for its owner (2110 otherwise).",
  })
  async showroom(@Arg("id", () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<ShowroomType> {
    return asType(await showroomFor(ctx.deps, id, await viewerId(ctx)));
  }

  @Query(() => ShowroomPageType, { description: "Published rooms, newest or most liked first (12 a page)." })
  async showrooms(
    @Args() { page }: PageArgs,
    @Arg("order", () => ShowroomOrderEnum, { defaultValue: ShowroomOrderEnum.NEWEST })
    order: ShowroomOrderEnum,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ShowroomPageType> {
    return (await showroomGallery(ctx.deps, order, page, await viewerId(ctx))) as ShowroomPageType;
  }

  @Query(() => [ShowroomTemplateType], { description: "Room types members may choose." })
  async showroomTemplates(@Ctx() ctx: GraphQLContext): Promise<ShowroomTemplateType[]> {
    return showroomTemplates(ctx.deps, false);
  }

  @Authorized()
  @Query(() => [ShowroomType], { description: "The viewer's own rooms (any state)." })
  async myShowrooms(@Ctx() ctx: GraphQLContext): Promise<ShowroomType[]> {
    const { user } = await ctx.auth.require();
    return (await myShowrooms(ctx.deps, String(user.id))) as ShowroomType[];
  }

  @Authorized()
  @Mutation(() => ShowroomType, {
    description: "Creates a room, not established yet (1109 name in use; 2015 no Jallery).",
  })
  async createShowroom(
    @Arg("input") input: CreateShowroomInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ShowroomType> {
    const { user } = await ctx.auth.require();
    return asType(await createShowroom(ctx.deps, String(user.id), input));
  }

  @Authorized()
  @Mutation(() => ShowroomType, {
    description: "Description, cover and visibility; the first save establishes the room.",
  })
  async updateShowroom(
    @Arg("id", () => ID) id: string,
    @Arg("input") input: UpdateShowroomInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ShowroomType> {
    const { user } = await ctx.auth.require();
    return asType(await updateShowroom(ctx.deps, String(user.id), id, { ...input }));
  }

  @Authorized()
  @Mutation(() => ShowroomType, { description: "Saves the room's slots (slot index → owned card)." })
  async saveShowroomSlots(
    @Arg("id", () => ID) id: string,
    @Arg("slots", () => [ShowroomSlotInput]) slots: ShowroomSlotInput[],
    @Ctx() ctx: GraphQLContext,
  ): Promise<ShowroomType> {
    const { user } = await ctx.auth.require();
    return asType(
      await saveShowroomSlots(
        ctx.deps,
        String(user.id),
        id,
        slots.map((s) => ({ ...s })),
      ),
    );
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description: "Deletes an established room for good (2116 when never established).",
  })
  async deleteShowroom(@Arg("id", () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    const { user } = await ctx.auth.require();
    return deleteShowroom(ctx.deps, String(user.id), id);
  }

  @Authorized()
  @Mutation(() => ShowroomType, {
    description: "Likes (or unlikes) a published room; one like per member (2119).",
  })
  async likeShowroom(
    @Arg("id", () => ID) id: string,
    @Arg("like", { defaultValue: true }) liked: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ShowroomType> {
    const { user } = await ctx.auth.require();
    return asType(await setShowroomLike(ctx.deps, String(user.id), id, liked));
  }
}
