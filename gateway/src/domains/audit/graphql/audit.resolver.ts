import { Arg, Ctx, FieldResolver, Query, Resolver, Root } from "type-graphql";
import type { GraphQLContext } from "../../../graphql/context.js";
import { ViewerType } from "../../../graphql/account.types.js";
import { listAuditLog } from "../services/list-audit-log.service.js";
import { AuditLogFilterInput, AuditLogPageType } from "./audit.types.js";
import { StaffOperation } from "../../../graphql/staff-operation.decorator.js";

/** The staff audit log (admin), and the viewer's staff roles (the client shows staff pages by them). */
@Resolver(() => ViewerType)
export class AuditResolver {
  @StaffOperation("auditRead")
  @Query(() => AuditLogPageType, { description: "Staff (admin): the audit log, newest first, 20 a page." })
  async staffAuditLog(
    @Ctx() ctx: GraphQLContext,
    @Arg("filter", () => AuditLogFilterInput, { nullable: true }) filter?: AuditLogFilterInput | null,
  ): Promise<AuditLogPageType> {
    return Object.assign(new AuditLogPageType(), await listAuditLog(ctx.deps.dataSource, filter ?? {}));
  }

  @FieldResolver(() => [String], {
    description: "Staff roles (admin, support, finance, compliance, content); empty for members.",
  })
  async staffRoles(@Root() viewer: ViewerType, @Ctx() ctx: GraphQLContext): Promise<string[]> {
    const me = await ctx.auth.viewer();
    return me && String(me.id) === String(viewer.id) && me.role === "staff" ? [...me.staffRoles] : [];
  }
}
