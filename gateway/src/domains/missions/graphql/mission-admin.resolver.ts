import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../../graphql/context.js";
import { StaffOperation } from "../../../graphql/staff-operation.decorator.js";
import { findAdminScope } from "../../redemption/index.js";
import {
  adminMissions,
  saveMission,
  setMissionActive,
  type MissionEditor,
} from "../services/admin.service.js";
import { AdminMissionType, MissionInputType } from "./mission.types.js";

const STAFF: MissionEditor = { staff: true };

async function issuer(ctx: GraphQLContext): Promise<MissionEditor> {
  const { user } = await ctx.auth.require();
  const scope = await findAdminScope(ctx.deps.dataSource.manager, user.id);
  return { staff: false, publisherIds: scope.publisherIds };
}

const inputOf = (input: MissionInputType) => ({
  ...input,
  publisherId: input.publisherId ?? null,
  seriesId: input.seriesId ?? null,
  startsAt: input.startsAt ?? null,
  endsAt: input.endsAt ?? null,
});

/**
 * Staff (missionManage, audited): every mission. Issuers (members holding the issuer role of a
 * publisher): the ISSUER missions of their own publishers, through the issuer* operations.
 */
@Resolver()
export class MissionAdminResolver {
  @StaffOperation("missionManage")
  @Query(() => [AdminMissionType], { description: "Staff: every mission, newest number first." })
  async missionsAdmin(@Ctx() ctx: GraphQLContext): Promise<AdminMissionType[]> {
    return (await adminMissions(ctx.deps, STAFF)) as AdminMissionType[];
  }

  @StaffOperation("missionManage")
  @Mutation(() => AdminMissionType, {
    description: "Staff: a new mission (no id) or an edit (2132 when stale).",
  })
  async saveMission(
    @Arg("input", () => MissionInputType) input: MissionInputType,
    @Ctx() ctx: GraphQLContext,
    @Arg("id", () => ID, { nullable: true }) id?: string | null,
    @Arg("version", () => Int, { nullable: true }) version?: number | null,
  ): Promise<AdminMissionType> {
    return (await saveMission(
      ctx.deps,
      STAFF,
      { id: id ?? null, version: version ?? null },
      inputOf(input),
    )) as AdminMissionType;
  }

  @StaffOperation("missionManage")
  @Mutation(() => AdminMissionType, { description: "Staff: open or close a mission (2132 when stale)." })
  async setMissionActive(
    @Arg("id", () => ID) id: string,
    @Arg("version", () => Int) version: number,
    @Arg("active") active: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AdminMissionType> {
    return (await setMissionActive(ctx.deps, STAFF, id, version, active)) as AdminMissionType;
  }

  @Authorized()
  @Query(() => Boolean, {
    description:
      "Whether the caller issues for a publisher (the account menu then links the issuer missions page).",
  })
  async issuesForPublisher(@Ctx() ctx: GraphQLContext): Promise<boolean> {
    const { user } = await ctx.auth.require();
    return (await findAdminScope(ctx.deps.dataSource.manager, user.id)).publisherIds.length > 0;
  }

  @Authorized()
  @Query(() => [AdminMissionType], { description: "Issuers: their publishers' missions." })
  async issuerMissions(@Ctx() ctx: GraphQLContext): Promise<AdminMissionType[]> {
    return (await adminMissions(ctx.deps, await issuer(ctx))) as AdminMissionType[];
  }

  @Authorized()
  @Mutation(() => AdminMissionType, {
    description: "Issuers: save an ISSUER mission of their own publisher (2134 otherwise; 2132 when stale).",
  })
  async saveIssuerMission(
    @Arg("input", () => MissionInputType) input: MissionInputType,
    @Ctx() ctx: GraphQLContext,
    @Arg("id", () => ID, { nullable: true }) id?: string | null,
    @Arg("version", () => Int, { nullable: true }) version?: number | null,
  ): Promise<AdminMissionType> {
    return (await saveMission(
      ctx.deps,
      await issuer(ctx),
      { id: id ?? null, version: version ?? null },
      inputOf(input),
    )) as AdminMissionType;
  }

  @Authorized()
  @Mutation(() => AdminMissionType, { description: "Issuers: open or close one of their missions." })
  async setIssuerMissionActive(
    @Arg("id", () => ID) id: string,
    @Arg("version", () => Int) version: number,
    @Arg("active") active: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AdminMissionType> {
    return (await setMissionActive(ctx.deps, await issuer(ctx), id, version, active)) as AdminMissionType;
  }
}
