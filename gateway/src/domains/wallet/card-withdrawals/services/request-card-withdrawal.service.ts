import { CARD_CHAINS, looksLikeAddress, type CardChain } from "@vitrine/schema";
import { z } from "zod";
import type { AppDeps } from "../../../../app-deps.js";
import { DomainError } from "../../../../shared/domain-error.js";
import { withTransaction } from "../../../../infra/transaction.js";
import { requestHash, runIdempotent, type PriorRequest } from "../../../../shared/idempotency.js";
import { parseInput } from "../../../../shared/parse-input.js";
import { cardChain } from "../../../../adapters/chain/chain-registry.js";
import { findCardViewsByIds } from "../../../catalog/index.js";
import { holdingOf, takeUnitsForWithdrawal } from "../../../holdings/index.js";
import { assertJpointServiceOpen } from "../../../jpoint-service/index.js";
import { assertKycApproved } from "../../../kyc/index.js";
import { checkStepUp, consumeStepUp } from "../../step-up/services/check-step-up.service.js";
import { findWithdrawalByKey } from "../../shared/repo/withdrawal.repo.js";
import { insertCardWithdrawal } from "../repo/card-withdrawal.repo.js";
import { freezeCardWithdrawalFee } from "./card-withdrawal-effects.js";
import { cardWithdrawalFees } from "./card-withdrawal-fees.js";
import { findCardWithdrawal, toCardWithdrawalView, type CardWithdrawalView } from "./card-withdrawal-view.js";

export interface RequestCardWithdrawalInput {
  cardId: string;
  units?: number | null;
  address: string;
  feeCurrency: string;
  idempotencyKey: string;
  /** The code mailed for CARD_WITHDRAWAL, or the authenticator code when 2FA is on. */
  code?: string | null;
}

type Form = z.infer<typeof inputRule>;
type Member = { id: string; email: string };

const inputRule = z.object({
  cardId: z.string().regex(/^\d{1,10}$/),
  units: z.number().int().min(1).max(1_000_000),
  feeCurrency: z.enum(["JPOINT", "USDT"]),
  idempotencyKey: z.string().trim().min(1).max(100),
});

async function priorRequest(
  deps: AppDeps,
  userId: string,
  key: string,
): Promise<PriorRequest<CardWithdrawalView> | null> {
  const row = await findWithdrawalByKey(deps.dataSource, "card_withdrawal", userId, key);
  if (!row) return null;
  const view = await findCardWithdrawal(deps.dataSource.manager, String(row.id));
  return { requestHash: row.request_hash, result: toCardWithdrawalView(view!) };
}

/** What the key stands for: the card, the units, the address (EVM: case does not matter) and the fee currency. */
const hashOf = (form: Form, address: string) =>
  requestHash(["card-withdrawal", form.cardId, form.units, address.trim().toLowerCase(), form.feeCurrency]);

/** 1022 none held, 621 enough held but some are on open listings, 1024 fewer held than asked. */
async function unitsProblem(deps: AppDeps, cardId: string, userId: string, units: number) {
  const { amount, listed } = await holdingOf(deps.dataSource.manager, cardId, userId);
  if (amount === 0) return "CARD_NOT_YOURS" as const;
  if (amount < units) return "INSUFFICIENT_HOLDINGS" as const;
  if (amount - listed < units) return "ITEM_ON_OPEN_LISTING" as const;
  return null;
}

/**
 * Asks to withdraw card units to the member's own EVM wallet. Checks, in the contract's order:
 * approved KYC (1033 under review / 2011, the gate of USDT withdrawals), owner (1022), the card may
 * be withdrawn (1037), units not on an open listing (621), enough held (1024), a 42-character EVM
 * address (2036), the card's chain configured (2038), the fresh step-up code for CARD_WITHDRAWAL
 * (1007 / 1003 mailed, 623 authenticator), the fee balance (1013 Jpoint / 1023 USDT). One
 * transaction uses up the code, inserts the request, takes the units out of the holding (a
 * conditional decrement that never touches listed units; the request holds them, and `mintUnits`
 * counts them as issued) and freezes the fee. The same idempotency key with the same parameters
 * answers the first request again (no new code needed); with others it is 2016.
 */
export async function requestCardWithdrawal(
  deps: AppDeps,
  user: Member,
  input: RequestCardWithdrawalInput,
  ip: string,
): Promise<CardWithdrawalView> {
  const form = parseInput(inputRule, { ...input, units: input.units ?? 1 });
  const hash = hashOf(form, String(input.address ?? ""));
  // A racing request with the same key that won is answered instead of our failure.
  return runIdempotent(
    hash,
    () => priorRequest(deps, user.id, form.idempotencyKey),
    () => requestOnce(deps, user, form, input, hash, ip),
  );
}

async function requestOnce(
  deps: AppDeps,
  user: Member,
  form: Form,
  input: RequestCardWithdrawalInput,
  hash: string,
  ip: string,
): Promise<CardWithdrawalView> {
  const userId = user.id;
  await assertKycApproved(deps.dataSource.manager, userId);
  // The one card asked for (keyed by its canonical id, which a "007" in the input is not).
  const [card] = (await findCardViewsByIds(deps.dataSource.manager, [form.cardId])).values();
  if (!card) throw new DomainError("NOT_FOUND"); // R4: an unknown card, whoever asks
  const { amount } = await holdingOf(deps.dataSource.manager, form.cardId, userId);
  if (amount === 0) throw new DomainError("CARD_NOT_YOURS");
  if (!card.withdrawable) throw new DomainError("CANNOT_WITHDRAW_ITEM");
  const problem = await unitsProblem(deps, form.cardId, userId, form.units);
  if (problem) throw new DomainError(problem);
  const address = String(input.address ?? "").trim();
  if (!looksLikeAddress("EVM", address)) throw new DomainError("WRONG_WALLET_ADDRESS");
  const chainCode = card.chain.code as CardChain;
  const chain = CARD_CHAINS.includes(chainCode) ? cardChain(deps.config, chainCode) : null;
  if (!chain) throw new DomainError("NETWORK_UNAVAILABLE", { chain: card.chain.code });
  if (!chain.adapter.isValidAddress(address)) throw new DomainError("WRONG_WALLET_ADDRESS");
  const fee = cardWithdrawalFees(deps.config)[form.feeCurrency];
  const proof = await checkStepUp(deps, user, "CARD_WITHDRAWAL", input.code, ip);

  return withTransaction(deps.dataSource, async (em) => {
    await consumeStepUp(em, userId, proof);
    if (form.feeCurrency === "JPOINT" && fee > 0n) await assertJpointServiceOpen(em, "use");
    const id = await insertCardWithdrawal(em, {
      userId,
      cardId: form.cardId,
      units: form.units,
      chainCode,
      address,
      feeCurrency: form.feeCurrency,
      fee,
      idempotencyKey: form.idempotencyKey,
      requestHash: hash,
    });
    if (!(await takeUnitsForWithdrawal(em, form.cardId, userId, form.units))) {
      throw new DomainError(
        (await unitsProblem(deps, form.cardId, userId, form.units)) ?? "ITEM_ON_OPEN_LISTING",
      );
    }
    await freezeCardWithdrawalFee(em, {
      id,
      userId,
      cardId: form.cardId,
      units: form.units,
      feeCurrency: form.feeCurrency,
      fee,
    });
    return toCardWithdrawalView((await findCardWithdrawal(em, id))!);
  });
}
