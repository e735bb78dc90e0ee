import type { StaffOperation } from "@vitrine/schema";
import { Authorized, UseMiddleware, type MiddlewareFn } from "type-graphql";
import { auditTargetOf, recordAudit, snapshotOf } from "../domains/audit/index.js";
import { DomainError } from "../shared/domain-error.js";
import type { GraphQLContext } from "./context.js";

/**
 * Marks a resolver as a staff operation: the auth checker lets through only staff with 2FA on who
 * hold a role allowed to run `operation` (schema/src/roles.ts), and every call is written to the
 * audit log — who, which roles, what, on which target, the target's state before and after
 * (mutations), the outcome and the request id. Reads keep their arguments only: the personal data
 * they return is not copied into the log.
 */
export function StaffOperation(operation: StaffOperation): MethodDecorator {
  const authorized = Authorized(operation);
  const audited = UseMiddleware(auditStaffCall);
  return (prototype, key, descriptor) => {
    authorized(prototype, key, descriptor);
    audited(prototype, key, descriptor);
  };
}

const auditStaffCall: MiddlewareFn<GraphQLContext> = async ({ args, context, info }, next) => {
  const { dataSource } = context.deps;
  // The auth checker ran first, so the viewer is a resolved staff member.
  const actor = await context.auth.viewer();
  const kind = info.parentType.name === "Mutation" ? "mutation" : "query";
  const target = auditTargetOf(info.fieldName, args);
  const before = kind === "mutation" ? await snapshotOf(dataSource, target) : null;
  const write = (outcome: string, after: unknown) =>
    recordAudit(dataSource, {
      actorUserId: actor?.id ?? null,
      actorRoles: actor?.staffRoles ?? [],
      operation: info.fieldName,
      kind,
      target,
      outcome,
      args,
      before,
      after,
      requestId: context.reqId,
      ip: context.ip,
    });
  let result: unknown;
  try {
    result = await next();
  } catch (error) {
    // A refused or failed attempt is logged too; a failure to log it must not hide the real error.
    await write(error instanceof DomainError ? error.errorName : "ERROR", null).catch((e: unknown) =>
      context.logger.error({ err: e, operation: info.fieldName }, "staff audit write failed"),
    );
    throw error;
  }
  // A change the log cannot record is reported as a failure rather than passed off as done quietly.
  await write("OK", kind === "mutation" ? ((await snapshotOf(dataSource, target)) ?? result) : null);
  return result;
};
