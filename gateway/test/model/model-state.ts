import type { Cast, World } from "./model-world.js";

/**
 * What the ledger model expects of the real system, in minor units (micro-USDT, whole Jpoint). A
 * command predicts its outcome from this state, runs the real service, and then updates it; the
 * checks compare it with the database after every command.
 */

export type ListingStatus = "open" | "sold" | "cancelled" | "closed";

export interface ListingModel {
  id: string;
  type: "direct" | "auction";
  seller: number;
  units: number;
  remaining: number;
  unitPrice: bigint;
  startPrice: bigint;
  buyNow: bigint | null;
  leader: number | null;
  leading: bigint;
  bids: number;
  status: ListingStatus;
}

export interface WithdrawalModel {
  id: string;
  member: number;
  /** What the request froze: amount + fee. */
  frozen: bigint;
  /** A staff rejection leaves FAILED (as a failed send does). */
  status: "REVIEW" | "FAILED" | "CANCELLED";
}

export interface MemberModel {
  usdt: bigint;
  jpoint: bigint;
  /** Units per card id: held and listed. */
  units: Map<string, { amount: number; listed: number }>;
}

export interface ModelStats {
  commands: number;
  accepted: number;
  refused: number;
  checks: number;
  sequences: number;
  ledgerChecks: number;
  /** Databases the run used (see ModelRunOptions.perDatabase). */
  databases: number;
  /** Per command: how many ran, time in the service and in the checks after it. */
  byCommand: Record<string, { runs: number; ms: number; checkMs: number }>;
}

export interface LedgerModel {
  members: MemberModel[];
  listings: ListingModel[];
  withdrawals: WithdrawalModel[];
  /** Unopened packages: id and owner. */
  packages: { id: string; owner: number; opened: boolean }[];
  /** Deposits sent on the chain, by tx id: credited once. */
  deposits: number;
  stats: ModelStats;
}

/** The real side: the world shared by the run and this sequence's cast. */
export interface RealSystem {
  world: World;
  cast: Cast;
}

export function newModel(cast: Cast, extraCards: Record<string, number>, stats: ModelStats): LedgerModel {
  return {
    members: cast.start.usdt.map((usdt, i) => ({
      usdt,
      jpoint: cast.start.jpoint[i]!,
      units: new Map([
        [cast.cardId, { amount: extraCards[cast.cardId]!, listed: 0 }],
        ...Object.entries(extraCards)
          .filter(([id]) => id !== cast.cardId)
          .map(([id, amount]) => [id, { amount, listed: 0 }] as const),
      ]),
    })),
    listings: [],
    withdrawals: [],
    packages: [],
    deposits: 0,
    stats,
  };
}

/** Held and listed units of a card (zero when never held). */
export function unitsOf(member: MemberModel, cardId: string) {
  let units = member.units.get(cardId);
  if (!units) {
    units = { amount: 0, listed: 0 };
    member.units.set(cardId, units);
  }
  return units;
}

/** Frozen USDT a member must have: their leading bids on open auctions and withdrawals under review. */
export function expectedFrozen(model: LedgerModel, member: number): bigint {
  let frozen = 0n;
  for (const l of model.listings) if (l.status === "open" && l.leader === member) frozen += l.leading;
  for (const w of model.withdrawals) if (w.status === "REVIEW" && w.member === member) frozen += w.frozen;
  return frozen;
}

/** Picks the k-th element of a list (commands carry indexes, resolved against the model at run time). */
export function pick<T>(list: readonly T[], k: number): T | undefined {
  return list.length === 0 ? undefined : list[k % list.length];
}

export const usdtMinor = (whole: number | bigint) => BigInt(whole) * 1_000_000n;
export const usdtText = (minor: bigint) => (Number(minor) / 1e6).toString();
