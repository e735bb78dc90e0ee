import fc from "fast-check";
import { generateRedeemCodes } from "../../src/domains/redemption/services/codes.service.js";
import { createRedeemEvent } from "../../src/domains/redemption/services/manage-events.service.js";
import { redeemCode } from "../../src/domains/redemption/services/redeem.service.js";
import { expectOutcome, nextKey } from "./model-outcome.js";
import { MEMBERS } from "./model-world.js";
import type { LedgerModel, RealSystem } from "./model-state.js";

/** Redeeming codes of a Jpoint event (issue 14): Jpoint posted from the treasury once per code. */

type Cmd = fc.AsyncCommand<LedgerModel, RealSystem>;

export const REDEEM_JPOINT = 25n;
const CODES = 4;
const PER_ACCOUNT = 2;

interface Voucher {
  codes: string[];
  used: Set<number>;
  perMember: number[];
}

/** Per sequence (cast): one Jpoint event with a few codes, made on the first Redeem. */
const vouchers = new WeakMap<object, Voucher>();

async function voucherOf(r: RealSystem): Promise<Voucher> {
  const known = vouchers.get(r.cast);
  if (known) return known;
  const deps = r.world.t.gateway.deps;
  const creator = r.cast.members[0]!.user.id;
  const event = await createRedeemEvent(
    deps,
    creator,
    {
      texts: [{ locale: "tw", name: `Model ${nextKey("e")}`, description: "" }],
      startsAt: new Date(Date.now() - 3_600_000),
      endsAt: new Date(Date.now() + 24 * 3_600_000),
      rewardKind: "JPOINT",
      cardIds: [],
      unitsPerRedemption: 1,
      jpointAmount: String(REDEEM_JPOINT),
      stock: 100,
      perAccountLimit: PER_ACCOUNT,
      allowDuplicates: true,
    },
    "en",
  );
  // The services judge staff rights by these facts (the resolvers take them from the session).
  const staff = { id: creator, role: "staff" as const, staffRoles: ["admin" as const], totpEnabled: true };
  await generateRedeemCodes(deps, staff, event.id, CODES, null);
  const rows = (await deps.dataSource.query(`SELECT code FROM redeem_code WHERE event_id = ? ORDER BY id`, [
    event.id,
  ])) as { code: string }[];
  const voucher = {
    codes: rows.map((row) => row.code),
    used: new Set<number>(),
    perMember: Array(MEMBERS).fill(0),
  };
  vouchers.set(r.cast, voucher);
  return voucher;
}

class Redeem implements Cmd {
  constructor(
    readonly member: number,
    readonly k: number,
  ) {}
  check = () => true;
  async run(m: LedgerModel, r: RealSystem) {
    const voucher = await voucherOf(r);
    const refusal = voucher.used.has(this.k)
      ? "REDEEM_CODE_USED"
      : voucher.perMember[this.member]! >= PER_ACCOUNT
        ? "ACCOUNT_ALREADY_REDEEMED"
        : null;
    const user = r.cast.members[this.member]!.user;
    const done = await expectOutcome(m, this.toString(), refusal, () =>
      redeemCode(
        { dataSource: r.world.t.gateway.deps.dataSource },
        { id: user.id, email: user.email },
        { code: voucher.codes[this.k]!, idempotencyKey: nextKey("r") },
        "en",
      ),
    );
    if (!done) return;
    voucher.used.add(this.k);
    voucher.perMember[this.member]! += 1;
    m.members[this.member]!.jpoint += REDEEM_JPOINT;
  }
  toString = () => `Redeem(m${this.member} code#${this.k})`;
}

export const redemptionCommands = [
  fc
    .tuple(fc.integer({ min: 0, max: MEMBERS - 1 }), fc.integer({ min: 0, max: CODES - 1 }))
    .map(([w, k]) => new Redeem(w, k)),
];
