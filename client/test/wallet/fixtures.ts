import { graphql, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { makeViewer } from "../../src/shared/test/fixtures";
import { MeQuery } from "../../src/modules/accounts/graphql/viewer";
import {
  DigitalWalletQuery,
  MyUsdtDepositsQuery,
  MyUsdtWithdrawalsQuery,
  UsdtNetworksQuery,
  WalletWithdrawGateQuery,
} from "../../src/modules/wallet/graphql/wallet";

export const networks = [
  {
    __typename: "UsdtNetworkInfo" as const,
    network: "ERC20" as const,
    chain: "Ethereum",
    available: true,
    fee: "5",
    confirmations: 12,
    maxWithdrawal: "5000",
  },
  {
    __typename: "UsdtNetworkInfo" as const,
    network: "BEP20" as const,
    chain: "BNB Smart Chain",
    available: true,
    fee: "1",
    confirmations: 20,
    maxWithdrawal: "5000",
  },
  {
    __typename: "UsdtNetworkInfo" as const,
    network: "TRC20" as const,
    chain: "TRON",
    available: false,
    fee: "2",
    confirmations: 19,
    maxWithdrawal: "5000",
  },
];

export const EVM_ADDRESS = "0x52908400098527886E0F7030069857D2E4169EE7";

export function withdrawal(overrides: Record<string, unknown> = {}) {
  return {
    __typename: "UsdtWithdrawal" as const,
    id: "31",
    network: "ERC20" as const,
    address: EVM_ADDRESS,
    amount: "100",
    fee: "5",
    totalDebited: "105",
    expectedAmount: "100",
    status: "REVIEW" as const,
    txHash: null as string | null,
    failureReason: null as string | null,
    createdAt: "2026-11-20T09:00:00.000Z",
    reviewedAt: null,
    sentAt: null,
    ...overrides,
  };
}

export function deposit(overrides: Record<string, unknown> = {}) {
  return {
    __typename: "UsdtDeposit" as const,
    id: "7",
    network: "BEP20" as const,
    txHash: "0xabc123def4567890abc123def4567890abc123def4567890abc123def4567890",
    amount: "250",
    status: "PENDING" as const,
    confirmations: 4,
    requiredConfirmations: 20,
    createdAt: "2026-11-21T09:00:00.000Z",
    creditedAt: null,
    ...overrides,
  };
}

export function page<T>(typename: string, items: T[]) {
  return { __typename: typename, total: items.length, page: 1, pageSize: 20, items };
}

/** A signed-in member with a balance, the three networks and (empty unless given) records. */
export function serveWallet(
  options: {
    reviewStatus?: number;
    kycStatus?: string;
    balance?: string;
    failureReason?: string;
    twoFactorEnabled?: boolean;
  } = {},
) {
  const { reviewStatus = 1, kycStatus = "APPROVED", balance = "1234.5", failureReason = null } = options;
  // Built apart from the handlers: the typed handlers do not list __typename, the cache wants it.
  const walletMe = {
    __typename: "Viewer" as const,
    id: "42",
    publicId: "u-mei42",
    usdtBalance: balance,
    usdtFrozen: "105",
    jpointBalance: "300",
  };
  const gateMe = {
    __typename: "Viewer" as const,
    id: "42",
    publicId: "u-mei42",
    email: "mei@example.com",
    twoFactorEnabled: options.twoFactorEnabled ?? false,
    usdtBalance: balance,
  };
  const myKyc = {
    __typename: "KycView" as const,
    status: kycStatus as "APPROVED",
    reviewStatus,
    failureReason,
  };
  server.use(
    graphql.query(MeQuery, () => HttpResponse.json({ data: { me: makeViewer({ usdtBalance: balance }) } })),
    graphql.query(UsdtNetworksQuery, () => HttpResponse.json({ data: { usdtNetworks: networks } })),
    graphql.query(DigitalWalletQuery, () => HttpResponse.json({ data: { me: walletMe } })),
    graphql.query(WalletWithdrawGateQuery, () => HttpResponse.json({ data: { me: gateMe, myKyc } })),
    graphql.query(MyUsdtDepositsQuery, () =>
      HttpResponse.json({ data: { myUsdtDeposits: page("UsdtDepositPage", []) } }),
    ),
    graphql.query(MyUsdtWithdrawalsQuery, () =>
      HttpResponse.json({ data: { myUsdtWithdrawals: page("UsdtWithdrawalPage", []) } }),
    ),
  );
}
