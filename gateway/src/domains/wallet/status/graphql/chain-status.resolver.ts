import { Ctx, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../../../graphql/context.js";
import type { UsdtNetworkEnum } from "../../usdt-withdrawals/graphql/usdt-withdrawals.types.js";
import { chainStatus } from "../services/chain-status.service.js";
import { ChainNetworkStatusType } from "./chain-status.types.js";
import { StaffOperation } from "../../../../graphql/staff-operation.decorator.js";
import { latestReservesReport } from "../../custody/services/reserves-report.service.js";
import {
  CustodySweepStatusEnum,
  CustodySweepType,
  ReservesReportLineType,
  ReservesReportType,
} from "../../custody/graphql/reserves-report.types.js";
import { sweepIssues } from "../../custody/services/sweep-issues.service.js";

const toNumber = (value: bigint | null) => (value === null ? null : Number(value));

@Resolver()
export class ChainStatusResolver {
  @StaffOperation("chainStatus")
  @Query(() => [ChainNetworkStatusType], {
    description:
      "Staff: each USDT network (ERC20, BEP20, TRC20) with its head block, the deposit watcher's cursor and lag, pending deposits, the hot wallet's balances and the open withdrawals. A node that does not answer gives its item an error; the query does not fail.",
  })
  async chainStatus(@Ctx() ctx: GraphQLContext): Promise<ChainNetworkStatusType[]> {
    const statuses = await chainStatus(ctx.deps);
    return statuses.map((s) =>
      Object.assign(new ChainNetworkStatusType(), {
        network: s.network as UsdtNetworkEnum,
        available: s.available,
        confirmations: s.confirmations,
        error: s.error,
        headBlock: toNumber(s.headBlock),
        cursorBlock: toNumber(s.cursorBlock),
        lagBlocks: toNumber(s.lagBlocks),
        lastPolledAt: s.lastPolledAt,
        pendingDeposits: s.pendingDeposits,
        hotWallet: s.hotWallet,
        hotWalletUsdt: s.hotWalletUsdt,
        hotWalletGas: s.hotWalletGas,
        openWithdrawals: s.openWithdrawals?.toDecimal() ?? null,
        shortfall: s.shortfall,
      }),
    );
  }

  @StaffOperation("chainStatus")
  @Query(() => ReservesReportType, {
    nullable: true,
    description:
      "Staff: the latest daily reserves report (members' USDT liabilities against hot wallet, deposit addresses, cold address; the gas wallet's runway); null before the first.",
  })
  async reservesReport(@Ctx() ctx: GraphQLContext): Promise<ReservesReportType | null> {
    const report = await latestReservesReport(ctx.deps);
    if (!report) return null;
    return Object.assign(new ReservesReportType(), {
      ...report,
      lines: report.lines.map((line) =>
        Object.assign(new ReservesReportLineType(), { ...line, network: line.network as UsdtNetworkEnum }),
      ),
    });
  }

  @StaffOperation("chainStatus")
  @Query(() => [CustodySweepType], {
    description:
      "Staff: deposit sweeps to look at — open ones (waiting for gas or the USDT transfer, with the last run's problem) and failed ones with their reason; newest first, at most 50.",
  })
  async sweepIssues(@Ctx() ctx: GraphQLContext): Promise<CustodySweepType[]> {
    return (await sweepIssues(ctx.deps)).map((s) =>
      Object.assign(new CustodySweepType(), {
        ...s,
        network: s.network as UsdtNetworkEnum,
        status: s.status as CustodySweepStatusEnum,
      }),
    );
  }
}
