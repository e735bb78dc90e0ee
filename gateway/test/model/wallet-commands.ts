import fc from "fast-check";
import { tronAddressFromEvm } from "../../src/adapters/chain/tron-address.js";
import { jpointToUsdtMicro } from "../../src/domains/conversion/services/conversion-rate.js";
import {
  confirmJpointConversion,
  quoteJpointConversion,
} from "../../src/domains/conversion/services/jpoint-conversion.service.js";
import { myDepositAddress } from "../../src/domains/wallet/deposits/services/deposit-address.service.js";
import { pollDeposits } from "../../src/domains/wallet/deposits/services/poll-deposits.service.js";
import { giftCard } from "../../src/domains/wallet/gifts/services/gift-card.service.js";
import { cancelUsdtWithdrawal } from "../../src/domains/wallet/usdt-withdrawals/services/member-usdt-withdrawal.service.js";
import { requestUsdtWithdrawal } from "../../src/domains/wallet/usdt-withdrawals/services/request-usdt-withdrawal.service.js";
import { rejectUsdtWithdrawal } from "../../src/domains/wallet/usdt-withdrawals/services/review-usdt-withdrawal.service.js";
import { externalAddress, setKyc, stepUpCode } from "../integration/wallet/wallet-fixtures.js";
import { expectOutcome, nextKey } from "./model-outcome.js";
import { DEPOSIT_SENDER, MEMBERS } from "./model-world.js";
import { pick, unitsOf, usdtMinor, usdtText, type LedgerModel, type RealSystem } from "./model-state.js";

/** Wallet commands: deposit, USDT withdrawal (request, staff rejection, member's cancel), gift, convert. */

type Cmd = fc.AsyncCommand<LedgerModel, RealSystem>;
const deps = (r: RealSystem) => r.world.t.gateway.deps;
const userOf = (r: RealSystem, member: number) => r.cast.members[member]!.user;
const IP = "10.9.8.7";
/** The TRON withdrawal fee the world is configured with (TRON_WITHDRAWAL_FEE_USDT). */
const WITHDRAWAL_FEE = usdtMinor(1);

class Deposit implements Cmd {
  constructor(
    readonly member: number,
    readonly micro: number,
  ) {}
  check = () => true;
  async run(m: LedgerModel, r: RealSystem) {
    const who = r.cast.members[this.member]!;
    who.depositAddress ??= (await myDepositAddress(deps(r), who.user.id, "TRC20")).address;
    r.world.tron.transfer(DEPOSIT_SENDER, who.depositAddress, BigInt(this.micro));
    m.stats.commands += 1;
    const { credited } = await pollDeposits(deps(r), "TRC20");
    if (credited !== 1) throw new Error(`${this.toString()}: expected 1 deposit credited, got ${credited}`);
    m.members[this.member]!.usdt += BigInt(this.micro);
    m.deposits += 1;
    m.stats.accepted += 1;
  }
  toString = () => `Deposit(m${this.member} ${this.micro} micro-USDT)`;
}

class Withdraw implements Cmd {
  constructor(
    readonly member: number,
    readonly whole: number,
  ) {}
  check = () => true;
  async run(m: LedgerModel, r: RealSystem) {
    const amount = usdtMinor(this.whole);
    const open = m.withdrawals.some((w) => w.member === this.member && w.status === "REVIEW");
    const refusal = open
      ? "WITHDRAWAL_ALREADY_REQUESTED"
      : m.members[this.member]!.usdt < amount + WITHDRAWAL_FEE
        ? "INSUFFICIENT_USDT"
        : null;
    const user = userOf(r, this.member);
    const cast = r.cast.members[this.member]!;
    if (!cast.kyc) await setKyc(r.world.t.gateway.deps.dataSource, user.id, "APPROVED");
    cast.kyc = true;
    const emailCode = await stepUpCode(r.world.t, user, "USDT_WITHDRAWAL");
    const view = await expectOutcome(m, this.toString(), refusal, () =>
      requestUsdtWithdrawal(deps(r), { id: user.id, email: user.email }, IP, {
        network: "TRC20",
        address: tronAddressFromEvm(externalAddress()),
        amount: usdtText(amount),
        emailCode,
        idempotencyKey: nextKey("w"),
      }),
    );
    if (!view) return;
    m.members[this.member]!.usdt -= amount + WITHDRAWAL_FEE;
    m.withdrawals.push({
      id: view.id,
      member: this.member,
      frozen: amount + WITHDRAWAL_FEE,
      status: "REVIEW",
    });
  }
  toString = () => `Withdraw(m${this.member} ${this.whole} USDT)`;
}

/** Staff rejects (REVIEW → FAILED, the freeze comes back) or the member cancels (→ CANCELLED). */
class EndWithdrawal implements Cmd {
  constructor(
    readonly k: number,
    readonly how: "reject" | "cancel",
  ) {}
  check = (m: Readonly<LedgerModel>) => m.withdrawals.length > 0;
  async run(m: LedgerModel, r: RealSystem) {
    const w = pick(m.withdrawals, this.k)!;
    const reject = this.how === "reject";
    // A repeat of the same decision answers unchanged; the other one is refused.
    const refusal =
      w.status === "REVIEW"
        ? null
        : reject
          ? w.status === "FAILED"
            ? null
            : "DATA_ERROR"
          : w.status === "CANCELLED"
            ? null
            : "WITHDRAWAL_NOT_CANCELLABLE";
    const done = await expectOutcome(m, `${this.toString()} on ${w.id} (${w.status})`, refusal, () =>
      reject
        ? rejectUsdtWithdrawal(deps(r), r.world.staff.id, w.id, "model test")
        : cancelUsdtWithdrawal(deps(r), userOf(r, w.member).id, w.id),
    );
    if (!done || w.status !== "REVIEW") return;
    m.members[w.member]!.usdt += w.frozen;
    w.status = reject ? "FAILED" : "CANCELLED";
  }
  toString = () => `${this.how === "reject" ? "Reject" : "CancelWithdrawal"}(withdrawal#${this.k})`;
}

class Gift implements Cmd {
  constructor(
    readonly from: number,
    readonly to: number,
    readonly units: number,
  ) {}
  check = () => true;
  async run(m: LedgerModel, r: RealSystem) {
    const fee = BigInt(deps(r).config.GIFT_FEE_JPOINT);
    const sender = m.members[this.from]!;
    const held = unitsOf(sender, r.cast.cardId);
    const early =
      this.from === this.to
        ? "USER_NOT_FOUND"
        : held.amount === 0
          ? "CARD_NOT_YOURS"
          : held.amount - held.listed < this.units
            ? held.amount >= this.units
              ? "ITEM_ON_OPEN_LISTING"
              : "INSUFFICIENT_HOLDINGS"
            : null;
    const refusal = early ?? (sender.jpoint < fee ? "INSUFFICIENT_JPOINT" : null);
    const user = userOf(r, this.from);
    // Refusals before the step-up check need no code.
    const code = early ? "000000" : await stepUpCode(r.world.t, user, "GIFT");
    const done = await expectOutcome(m, this.toString(), refusal, () =>
      giftCard(
        deps(r),
        { id: user.id, nickname: "model", email: user.email },
        {
          cardId: r.cast.cardId,
          units: this.units,
          receiverEmail: userOf(r, this.to).email,
          idempotencyKey: nextKey("g"),
          code,
        },
        IP,
      ),
    );
    if (!done) return;
    held.amount -= this.units;
    unitsOf(m.members[this.to]!, r.cast.cardId).amount += this.units;
    sender.jpoint -= fee;
  }
  toString = () => `Gift(m${this.from} → m${this.to} ${this.units}u)`;
}

class Convert implements Cmd {
  constructor(
    readonly member: number,
    readonly jpoint: number,
  ) {}
  check = () => true;
  async run(m: LedgerModel, r: RealSystem) {
    const who = m.members[this.member]!;
    const amount = BigInt(this.jpoint);
    const refusal = amount <= 29n || amount > who.jpoint ? "INSUFFICIENT_EXCHANGE_BALANCE" : null;
    const id = userOf(r, this.member).id;
    const done = await expectOutcome(m, this.toString(), refusal, async () => {
      const quote = await quoteJpointConversion(deps(r), id, String(this.jpoint));
      return confirmJpointConversion(deps(r), id, quote.id);
    });
    if (!done) return;
    who.jpoint -= amount;
    who.usdt += jpointToUsdtMicro(amount, BigInt(deps(r).config.JPOINT_USDT_RATE_MICRO));
  }
  toString = () => `Convert(m${this.member} ${this.jpoint} Jpoint)`;
}

const member = fc.integer({ min: 0, max: MEMBERS - 1 });

export const walletCommands = [
  fc.tuple(member, fc.integer({ min: 1, max: 150_000_000 })).map(([w, micro]) => new Deposit(w, micro)),
  fc.tuple(member, fc.integer({ min: 1, max: 120 })).map(([w, whole]) => new Withdraw(w, whole)),
  fc
    .tuple(fc.nat({ max: 10 }), fc.constantFrom("reject" as const, "cancel" as const))
    .map(([k, how]) => new EndWithdrawal(k, how)),
  fc.tuple(member, member, fc.integer({ min: 1, max: 4 })).map(([a, b, u]) => new Gift(a, b, u)),
  fc.tuple(member, fc.integer({ min: 20, max: 400 })).map(([w, j]) => new Convert(w, j)),
];
