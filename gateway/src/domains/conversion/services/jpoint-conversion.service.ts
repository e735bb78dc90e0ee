import {
  CONVERSION_HISTORY_PAGE_SIZE,
  CONVERSION_QUOTE_TTL_SECONDS,
  conversionAmountProblem,
  MIN_CONVERSION_EXCLUSIVE,
} from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { assertRowId } from "../../../shared/row-id.js";
import { withTransaction } from "../../../infra/transaction.js";
import { assertJpointServiceOpen } from "../../jpoint-service/index.js";
import { postLedgerTransaction, SYSTEM_ACCOUNTS, userBalance } from "../../ledger/index.js";
import { pageWindow, toPage, type Page } from "../../../shared/paging.js";
import {
  confirmQuoteRow,
  findConfirmedQuotes,
  insertQuote,
  lockQuoteRow,
  type QuoteRow,
} from "../conversion.repo.js";
import { jpointToUsdtMicro, parseJpointAmount } from "./conversion-rate.js";

export interface ConversionQuoteView {
  id: string;
  jpoint: bigint;
  usdtMicro: bigint;
  rateMicro: bigint;
  status: "OPEN" | "CONFIRMED";
  expiresAt: Date;
  confirmedAt: Date | null;
}

export function toQuoteView(row: QuoteRow): ConversionQuoteView {
  return {
    id: String(row.id),
    jpoint: BigInt(row.jpoint),
    usdtMicro: BigInt(row.usdt_micro),
    rateMicro: BigInt(row.rate_micro),
    status: row.status === "confirmed" ? "CONFIRMED" : "OPEN",
    expiresAt: new Date(row.expires_at),
    confirmedAt: row.confirmed_at ? new Date(row.confirmed_at) : null,
  };
}

/** 2010 for an amount not over 29 or above what the user holds (data.reason: the client's message for each). */
function refuse(reason: "min" | "balance", available: bigint): never {
  throw new DomainError("INSUFFICIENT_EXCHANGE_BALANCE", {
    ...(reason === "min"
      ? { reason: "jpoint.convert.amountMin", params: { min: MIN_CONVERSION_EXCLUSIVE } }
      : { reason: "jpoint.convert.amountOverBalance", params: { balance: available.toString() } }),
    min: MIN_CONVERSION_EXCLUSIVE,
    available: available.toString(),
  });
}

/**
 * A quote for converting `amount` whole Jpoint to USDT at the configured rate, valid 60 seconds.
 * The amount must be over 29 and not above the available Jpoint (2010); the Jpoint service must be
 * open for use (2026/2027). Nothing moves until `confirmJpointConversion`.
 */
export async function quoteJpointConversion(
  deps: Pick<AppDeps, "dataSource" | "config">,
  userId: string,
  amountText: string,
  now: Date = new Date(),
): Promise<ConversionQuoteView> {
  const amount = parseJpointAmount(amountText);
  const em = deps.dataSource.manager;
  await assertJpointServiceOpen(em, "use", now);
  const { available } = await userBalance(em, userId, "JPOINT");
  const problem = conversionAmountProblem(amount, available);
  if (problem) refuse(problem, available);
  const rateMicro = BigInt(deps.config.JPOINT_USDT_RATE_MICRO);
  const usdtMicro = jpointToUsdtMicro(amount, rateMicro);
  const expiresAt = new Date(now.getTime() + CONVERSION_QUOTE_TTL_SECONDS * 1000);
  const id = await insertQuote(em, {
    userId,
    jpoint: amount,
    usdtMicro,
    rateMicro,
    expiresAt,
    createdAt: now,
  });
  return {
    id,
    jpoint: amount,
    usdtMicro,
    rateMicro,
    status: "OPEN",
    expiresAt,
    confirmedAt: null,
  };
}

/**
 * Converts at a quote's terms; cannot be reversed. One transaction: the quote row is locked, moved
 * from 'open' to 'confirmed' by a conditional update (before it expires: else 2028), then two
 * balanced postings: user Jpoint → CONVERSION, CONVERSION USDT → user. Confirming a confirmed quote
 * again answers it again (idempotent); concurrent confirms convert once. Another user's quote answers
 * exactly like an unknown one, 404 (a quote is private: docs/ERRORS.md R7); a malformed id is 400.
 * Jpoint spent meanwhile so the quote is no longer covered: 2010.
 */
export async function confirmJpointConversion(
  deps: Pick<AppDeps, "dataSource">,
  userId: string,
  quoteId: string,
  now: Date = new Date(),
): Promise<ConversionQuoteView> {
  assertRowId("quoteId", quoteId);
  return withTransaction(deps.dataSource, async (em) => {
    const quote = await lockQuote(em, quoteId);
    if (String(quote.user_id) !== String(userId)) throw new DomainError("NOT_FOUND");
    if (quote.status === "confirmed") return toQuoteView(quote);
    if (new Date(quote.expires_at).getTime() <= now.getTime()) {
      throw new DomainError("QUOTE_EXPIRED", { expiredAt: new Date(quote.expires_at).toISOString() });
    }
    await assertJpointServiceOpen(em, "use", now);
    if ((await confirmQuoteRow(em, quoteId, now)) !== 1)
      throw new Error(`conversion quote ${quoteId} changed under its lock`);
    const jpoint = BigInt(quote.jpoint);
    const usdt = BigInt(quote.usdt_micro);
    const reference = { type: "jpoint_conversion_quote", id: quoteId };
    try {
      await postLedgerTransaction(em, {
        kind: "jpoint-conversion",
        currency: "JPOINT",
        idempotencyKey: `jpoint-conversion:${quoteId}:jpoint`,
        reference,
        actorUserId: userId,
        legs: [
          { account: { userId }, bucket: "available", amount: -jpoint },
          { account: { system: SYSTEM_ACCOUNTS.CONVERSION }, bucket: "available", amount: jpoint },
        ],
      });
    } catch (error) {
      if (error instanceof DomainError && error.errorName === "INSUFFICIENT_JPOINT") {
        const { available } = await userBalance(em, userId, "JPOINT");
        refuse("balance", available);
      }
      throw error;
    }
    await postLedgerTransaction(em, {
      kind: "jpoint-conversion",
      currency: "USDT",
      idempotencyKey: `jpoint-conversion:${quoteId}:usdt`,
      reference,
      actorUserId: userId,
      legs: [
        { account: { system: SYSTEM_ACCOUNTS.CONVERSION }, bucket: "available", amount: -usdt },
        { account: { userId }, bucket: "available", amount: usdt },
      ],
    });
    return toQuoteView((await lockQuote(em, quoteId)) satisfies QuoteRow);
  });
}

async function lockQuote(em: EntityManager, quoteId: string): Promise<QuoteRow> {
  const row = await lockQuoteRow(em, quoteId);
  if (!row) throw new DomainError("NOT_FOUND");
  return row;
}

/** The user's confirmed conversions, newest first, CONVERSION_HISTORY_PAGE_SIZE a page. */
export async function jpointConversionHistory(
  deps: Pick<AppDeps, "dataSource">,
  userId: string,
  page: number | null | undefined,
): Promise<Page<ConversionQuoteView>> {
  const window = pageWindow(page, CONVERSION_HISTORY_PAGE_SIZE);
  const { rows, total } = await findConfirmedQuotes(deps.dataSource, userId, window.limit, window.offset);
  return toPage(rows.map(toQuoteView), total, window);
}
