import { Arg, Ctx, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../../graphql/context.js";
import { StaffOperation } from "../../../graphql/staff-operation.decorator.js";
import { readDashboard } from "../services/dashboard.service.js";
import { DashboardGranularityEnum, DashboardType } from "./dashboard.types.js";

/** Staff (admin, finance): the operations dashboard, read from the summary tables; audited. */
@Resolver()
export class DashboardResolver {
  @StaffOperation("dashboardsRead")
  @Query(() => DashboardType, {
    description: "Staff: totals per GMT+8 day or week for `from`..`to` (YYYY-MM-DD, at most 366 days).",
  })
  async dashboard(
    @Arg("from", () => String) from: string,
    @Arg("to", () => String) to: string,
    @Arg("granularity", () => DashboardGranularityEnum) granularity: DashboardGranularityEnum,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DashboardType> {
    return (await readDashboard(ctx.deps.dataSource, {
      from: from.slice(0, 10),
      to: to.slice(0, 10),
      granularity,
    })) as DashboardType;
  }
}
