import { STAFF_OPERATIONS, mayRunStaffOperation, type ErrorName, type StaffOperation } from "@vitrine/schema";
import type { AuthChecker } from "type-graphql";
import type { UserAccountEntity } from "../domains/accounts/entities/user-account.entity.js";
import { recordAudit } from "../domains/audit/services/record-audit.service.js";
import type { GraphQLContext } from "./context.js";
import { DomainError } from "./domain-error.js";

type StaffFacts = Pick<UserAccountEntity, "role" | "staffRoles" | "totpEnabled">;

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

/**
 * `@Authorized()` needs a live session (1010 for visitors, 1011 for an expired token);
 * `@StaffOperation(op)` (audit/graphql/staff-operation.decorator.ts) passes the operation here,
 * which also needs the role and 2FA (see staffRefusal). A staff member's refused attempt is audited.
 */
export const authChecker: AuthChecker<GraphQLContext> = async ({ context, info }, required) => {
  const { user } = await context.auth.require();
  if (required.length === 0) return true;
  const refusal = staffRefusal(user, required);
  if (refusal === null) return true;
  if (user.role === "staff") {
    await recordAudit(context.deps.dataSource, {
      actorUserId: user.id,
      actorRoles: user.staffRoles,
      operation: info.fieldName,
      kind: info.parentType.name === "Mutation" ? "mutation" : "query",
      outcome: refusal,
      requestId: context.reqId,
      ip: context.ip,
    });
  }
  throw new DomainError(refusal);
};
