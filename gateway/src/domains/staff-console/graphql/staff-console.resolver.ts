import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../../graphql/context.js";
import { StaffOperation } from "../../../graphql/staff-operation.decorator.js";
import { DomainError } from "../../../shared/domain-error.js";
import { listOpenListingsForStaff } from "../../market/index.js";
import { staffResetTwoFactor } from "../../accounts/index.js";
import { memberActivity } from "../services/member-activity.service.js";
import { memberProfile, resolveMemberId } from "../services/member-lookup.service.js";
import { takeDownListing } from "../services/takedown.service.js";
import {
  ListingTakedownType,
  StaffListingPageType,
  StaffListingSearchInput,
  StaffMemberRowType,
  StaffMemberType,
  StaffMemberViewEnum,
} from "./staff-console.types.js";

const SEARCH_MAX = 100;

/**
 * The staff console's own operations (docs/STAFF-CONSOLE.md): member lookup (support, compliance),
 * listing moderation and the 2FA reset (support). Every call is audited by @StaffOperation — the
 * lookups with the member and view they opened, the changes with the state before and after.
 */
@Resolver()
export class StaffConsoleResolver {
  @StaffOperation("memberLookup")
  @Query(() => StaffMemberType, {
    description: "Staff: a member by e-mail, public id or account id: profile, KYC state, balances. 2172.",
  })
  async staffMember(@Arg("query") query: string, @Ctx() ctx: GraphQLContext): Promise<StaffMemberType> {
    return memberProfile(ctx.deps, await resolveMemberId(ctx.deps, query));
  }

  @StaffOperation("memberLookup")
  @Query(() => [StaffMemberRowType], {
    description: "Staff: one of a member's lists (holdings, orders, trades, withdrawals, sessions). 404.",
  })
  async staffMemberActivity(
    @Arg("userId", () => ID) userId: string,
    @Arg("view", () => StaffMemberViewEnum) view: StaffMemberViewEnum,
    @Ctx() ctx: GraphQLContext,
  ): Promise<StaffMemberRowType[]> {
    return memberActivity(ctx.deps, userId, view);
  }

  @StaffOperation("listingModerate")
  @Query(() => StaffListingPageType, {
    description: "Staff: open marketplace listings, 20 a page, searchable.",
  })
  async staffOpenListings(
    @Arg("input", () => StaffListingSearchInput, { nullable: true }) input: StaffListingSearchInput | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<StaffListingPageType> {
    if ((input?.search?.length ?? 0) > SEARCH_MAX) throw new DomainError("DATA_ERROR", { field: "search" });
    const page = await listOpenListingsForStaff(
      ctx.deps.dataSource.manager,
      input?.search ?? null,
      input?.page,
    );
    return {
      ...page,
      items: page.items.map(({ listing, sellerId }) => ({
        id: listing.id,
        type: listing.type,
        cardId: String(listing.card.id),
        cardName: listing.card.name,
        cardImageUrl: listing.card.imageUrl ?? null,
        sellerId,
        sellerPublicId: listing.seller.publicId,
        sellerName: listing.seller.displayName,
        units: listing.units,
        remaining: listing.remaining,
        unitPrice: listing.unitPrice,
        highestBid: listing.highestBid,
        bidCount: listing.bidCount,
        createdAt: listing.createdAt,
        endsAt: listing.endsAt,
      })),
    };
  }

  @StaffOperation("listingModerate")
  @Mutation(() => ListingTakedownType, {
    description:
      "Staff: take an open listing down with a reason; its units go back to the seller, who is told. 2170, 2171, 404.",
  })
  async takeDownListing(
    @Arg("listingId", () => ID) listingId: string,
    @Arg("reason") reason: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ListingTakedownType> {
    return takeDownListing(ctx.deps, listingId, reason);
  }

  @StaffOperation("twoFactorReset")
  @Mutation(() => Boolean, {
    description:
      "Staff (support): turn a member's 2FA off after an identity check; the notes (20–2000 characters) are required and audited. 404, 2173, 2174.",
  })
  async resetMemberTwoFactor(
    @Arg("userId", () => ID) userId: string,
    @Arg("identityCheckNotes") identityCheckNotes: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    const { user } = await ctx.auth.require();
    return staffResetTwoFactor(ctx.deps, user.id, userId, identityCheckNotes);
  }
}
