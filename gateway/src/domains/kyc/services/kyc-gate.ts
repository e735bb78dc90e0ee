import type { KycStatus } from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../../shared/domain-error.js";
import { findLatestKycStatus } from "../repo/kyc-submission.repo.js";

/** The member's KYC state: their latest submission's status, or NOT_SUBMITTED. */
export async function kycStatusOf(em: EntityManager, userId: string): Promise<KycStatus> {
  return (await findLatestKycStatus(em, userId)) ?? "NOT_SUBMITTED";
}

/**
 * The KYC gate of spec §4 (review_status must be 1 = approved) in front of USDT withdrawals:
 * 1033 while a submission is under review, 2011 'KYC not complete' otherwise.
 */
export async function assertKycApproved(em: EntityManager, userId: string): Promise<void> {
  const status = await kycStatusOf(em, userId);
  if (status === "APPROVED") return;
  throw new DomainError(status === "REVIEW" ? "KYC_UNDER_REVIEW" : "KYC_NOT_COMPLETE");
}
