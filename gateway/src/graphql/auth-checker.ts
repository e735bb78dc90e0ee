import type { AuthChecker } from "type-graphql";
import { recordAudit } from "../domains/audit/services/record-audit.service.js";
import { staffRefusal } from "../domains/audit/services/staff-access.js";
import type { GraphQLContext } from "./context.js";
import { DomainError } from "../shared/domain-error.js";

/**
 * `@Authorized()` needs a live session (1010 for visitors, 1011 for an expired token);
 * `@StaffOperation(op)` (graphql/staff-operation.decorator.ts) passes the operation here,
 * which also needs the role and 2FA (audit/services/staff-access.ts: staffRefusal, and
 * mayUseStaffOperation for routes outside GraphQL). A staff member's refused attempt is audited.
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
