import { STAFF_OPERATIONS, mayRunStaffOperation, type ErrorName, type StaffOperation } from "@vitrine/schema";
import type { UserAccount } from "../../accounts/index.js";

/** What decides whether someone may run a staff operation. */
export type StaffFacts = Pick<UserAccount, "role" | "staffRoles" | "totpEnabled">;

function isStaffOperation(name: string): name is StaffOperation {
  return Object.hasOwn(STAFF_OPERATIONS, name);
}

/**
 * Why `user` may not run a staff call that requires one of `required` (operations of
 * schema/src/roles.ts), or null when it may. A role the table does not give is 2017; a staff member
 * whose account has no 2FA is refused every staff operation (2055), so a stolen password alone never
 * reaches one. The plain "staff" requirement means any staff role (kept for older decorators).
 */
export function staffRefusal(user: StaffFacts, required: readonly string[]): ErrorName | null {
  if (user.role !== "staff" || user.staffRoles.length === 0) return "FORBIDDEN";
  const allowed = required.some((r) =>
    r === "staff" ? true : isStaffOperation(r) && mayRunStaffOperation(user.staffRoles, r),
  );
  if (!allowed) return "FORBIDDEN";
  if (!user.totpEnabled) return "STAFF_TWO_FACTOR_REQUIRED";
  return null;
}

/** For services and routes outside GraphQL (e.g. KYC files): may `user` run `operation` now? */
export function mayUseStaffOperation(user: StaffFacts | null, operation: StaffOperation): boolean {
  return user !== null && staffRefusal(user, [operation]) === null;
}
