import type { PartnerScope } from "@vitrine/schema";

/** Message ids of the partner scopes, spelled out so every id is a literal (messageIds.test). */
export const SCOPE_MESSAGE = {
  "members:read": "partners.scope.membersRead",
  "holdings:read": "partners.scope.holdingsRead",
  "balances:read": "partners.scope.balancesRead",
  "activity:read": "partners.scope.activityRead",
  "cards:credit": "partners.scope.cardsCredit",
} as const satisfies Record<PartnerScope, string>;

/** A scope the client does not know is shown as it is. */
export function scopeMessage(scope: string): string | null {
  return (SCOPE_MESSAGE as Record<string, string>)[scope] ?? null;
}

export const BINDING_STATE_MESSAGE: Record<string, string> = {
  ACTIVE: "partners.bindings.state.ACTIVE",
  REVOKED: "partners.bindings.state.REVOKED",
};

export const BINDING_METHOD_MESSAGE: Record<string, string> = {
  CODE: "partners.bindings.method.CODE",
  FAST: "partners.bindings.method.FAST",
};

export const EVENT_STATE_MESSAGE: Record<string, string> = {
  PENDING: "staff.partners.eventState.PENDING",
  DELIVERED: "staff.partners.eventState.DELIVERED",
  FAILED: "staff.partners.eventState.FAILED",
};
