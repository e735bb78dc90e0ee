/**
 * SQL condition: the member whose id is `idExpr` has an approved latest KYC submission (the same
 * "latest submission" kycStatusOf reads). Used by the notices domain to target a broadcast.
 */
export const kycApprovedCondition = (idExpr: string) =>
  `(SELECT k.status FROM kyc_submission k WHERE k.user_id = ${idExpr} ORDER BY k.id DESC LIMIT 1) = 'APPROVED'`;
