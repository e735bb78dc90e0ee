import type { RouteObject } from "react-router";
import type { RouteHandle } from "../../../app/routeHandle";
import { withChunkReload } from "../../../shared/chunkReload";

const digitalWalletPage = withChunkReload(() => import("./DigitalWalletPage"));
const depositPage = withChunkReload(() => import("./DepositPage"));
const withdrawUsdtPage = withChunkReload(() => import("./WithdrawUsdtPage"));
const usdtRecordsPage = withChunkReload(() => import("./UsdtRecordsPage"));
const cardTransfersPage = withChunkReload(() => import("./CardTransfersPage"));
const usdtWithdrawalPage = withChunkReload(() => import("./UsdtWithdrawalPage"));
const cardWithdrawalPage = withChunkReload(() => import("./CardWithdrawalPage"));

const deposit: Omit<RouteObject, "path" | "index" | "children"> = {
  handle: { name: "route.usdtDeposit" } satisfies RouteHandle,
  lazy: async () => ({ Component: (await depositPage()).DepositPage }),
};
const withdrawUsdt: Omit<RouteObject, "path" | "index" | "children"> = {
  handle: { name: "route.usdtWithdraw" } satisfies RouteHandle,
  lazy: async () => ({ Component: (await withdrawUsdtPage()).WithdrawUsdtPage }),
};

/** The wallet's pages under one prefix ("users" or "users/:userWallet"). */
function walletPages(prefix: string): RouteObject[] {
  return [
    {
      path: `${prefix}/digitalWallet`,
      handle: { name: "route.digitalWallet" } satisfies RouteHandle,
      children: [
        { index: true, lazy: async () => ({ Component: (await digitalWalletPage()).DigitalWalletPage }) },
        { path: "usdt", ...deposit },
        { path: "withdraw_usdt", ...withdrawUsdt },
      ],
    },
    { path: `${prefix}/stored/usdt`, ...deposit },
    { path: `${prefix}/withdraw/usdt`, ...withdrawUsdt },
    {
      path: `${prefix}/usdt_Record`,
      handle: { name: "route.usdtRecords" } satisfies RouteHandle,
      lazy: async () => ({ Component: (await usdtRecordsPage()).UsdtRecordsPage }),
    },
    {
      path: `${prefix}/withdraw`,
      handle: { name: "route.cardTransfers" } satisfies RouteHandle,
      lazy: async () => ({ Component: (await cardTransfersPage()).CardTransfersPage }),
    },
    {
      path: `${prefix}/withdraw/usdt/:withdrawalId`,
      handle: { name: "route.usdtWithdrawal" } satisfies RouteHandle,
      lazy: async () => ({ Component: (await usdtWithdrawalPage()).UsdtWithdrawalPage }),
    },
    {
      path: `${prefix}/withdraw/card/:withdrawalId`,
      handle: { name: "route.cardWithdrawal" } satisfies RouteHandle,
      lazy: async () => ({ Component: (await cardWithdrawalPage()).CardWithdrawalPage }),
    },
  ];
}

/**
 * Spec §2 wallet routes, for signed-in members: users/digitalWallet (sub-pages usdt and
 * withdraw_usdt), users/stored/usdt, users/withdraw/usdt, users/usdt_Record and users/withdraw, plus
 * one withdrawal's page (users/withdraw/usdt/:withdrawalId, users/withdraw/card/:withdrawalId). The
 * spec writes them with an optional user segment (users/{userWallet?}/…): those forms open the same
 * pages, always the signed-in member's own wallet. The static forms win over users/:publicId.
 */
export const walletRoutes: RouteObject[] = [...walletPages("users"), ...walletPages("users/:userWallet")];
