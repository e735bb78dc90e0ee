import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../../graphql/context.js";
import { createPackageProduct } from "../services/create-package-product.service.js";
import { myPackages } from "../services/my-packages-query.service.js";
import { openPackage } from "../services/open-package.service.js";
import { updatePackageProduct } from "../services/update-package-product.service.js";
import { packageOdds } from "../services/package-odds-query.service.js";
import { packageVerification, revealPackageSeed } from "../services/package-verification-query.service.js";
import {
  CreatePackageProductInput,
  PackageOddsType,
  PackageProductType,
  PackageStateEnum,
  PackageVerificationType,
  UpdatePackageProductInput,
  UserPackageType,
} from "./packages.types.js";
import { toPackageVerificationType, toUserPackageType } from "./packages-view.js";
import { StaffOperation } from "../../../graphql/staff-operation.decorator.js";

/** Card packages: the owner's packages and opening, public odds and verification, staff set-up. */
@Resolver()
export class PackagesResolver {
  @Authorized()
  @Query(() => [UserPackageType], {
    description: "The viewer's packages, newest first; drawn cards when opened.",
  })
  async myPackages(
    @Ctx() ctx: GraphQLContext,
    @Arg("state", () => PackageStateEnum, { nullable: true }) state?: PackageStateEnum | null,
  ): Promise<UserPackageType[]> {
    const { user } = await ctx.auth.require();
    return (await myPackages(ctx.deps.dataSource, user.id, state)).map(toUserPackageType);
  }

  @Query(() => PackageOddsType, { description: "A package product's published odds and seed hash." })
  packageOdds(
    @Arg("productId", () => ID) productId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PackageOddsType> {
    return packageOdds(ctx.deps.dataSource, productId);
  }

  @Query(() => PackageVerificationType, {
    description:
      "Seed hash, seed once revealed, pool in draw order; with serial, that package's cards recomputed.",
  })
  async packageVerification(
    @Arg("productId", () => ID) productId: string,
    @Ctx() ctx: GraphQLContext,
    @Arg("serial", () => Int, { nullable: true }) serial?: number | null,
  ): Promise<PackageVerificationType> {
    return toPackageVerificationType(await packageVerification(ctx.deps.dataSource, productId, serial));
  }

  @Authorized()
  @Mutation(() => UserPackageType, {
    description:
      "Open one of my packages (404 unknown or not mine, 2007 already opened, 2008 before openAt).",
  })
  async openPackage(
    @Arg("packageId", () => ID) packageId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<UserPackageType> {
    const { user } = await ctx.auth.require();
    return toUserPackageType(await openPackage(ctx.deps.dataSource, user.id, packageId));
  }

  @StaffOperation("catalogManage")
  @Mutation(() => PackageProductType, {
    description: "Staff: a card package product with its weighted pool.",
  })
  createPackageProduct(
    @Arg("input", () => CreatePackageProductInput) input: CreatePackageProductInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PackageProductType> {
    return createPackageProduct(ctx.deps.dataSource, input);
  }

  @StaffOperation("catalogManage")
  @Mutation(() => PackageProductType, {
    description:
      "Staff: change a package product's schedule, prices, supply, per-order limit and sale end before anything is sold (2204); its contents never change (2205).",
  })
  updatePackageProduct(
    @Arg("input", () => UpdatePackageProductInput) input: UpdatePackageProductInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PackageProductType> {
    return updatePackageProduct(ctx.deps.dataSource, input);
  }

  @StaffOperation("catalogManage")
  @Mutation(() => PackageVerificationType, { description: "Staff: publish a package product's seed now." })
  async revealPackageSeed(
    @Arg("productId", () => ID) productId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PackageVerificationType> {
    return toPackageVerificationType(await revealPackageSeed(ctx.deps.dataSource, productId));
  }
}
