import type { EntityManager } from "typeorm";
import type { AppDeps } from "../../../app-deps.js";
import { withTransaction } from "../../../infra/transaction.js";
import { DomainError } from "../../../shared/domain-error.js";
import { assertRowId } from "../../../shared/row-id.js";
import { findUserBriefById, findUserBriefsByIds } from "../../accounts/index.js";
import {
  findActiveBindingByRef,
  findBindingOf,
  findBindingsOfUser,
  listActiveBindings,
  revokeBindingRow,
  upsertBinding,
  type BindingRow,
} from "../repo/binding.repo.js";
import type { PartnerCaller } from "./partner-auth.service.js";
import { parseScopes } from "./partner-view.js";
import { newMemberRef } from "./signing.js";

/** A binding as the partner sees it: the partner-scoped member id, never the internal one. */
export interface BindingView {
  bindingId: string;
  memberId: string;
  method: "CODE" | "FAST";
  boundAt: Date;
}

const toView = (row: BindingRow): BindingView => ({
  bindingId: String(row.id),
  memberId: row.member_ref,
  method: row.method,
  boundAt: row.bound_at,
});

/** Binds (or binds again) a member to the partner, in the caller's transaction. */
export async function bindMember(
  em: EntityManager,
  partner: Pick<PartnerCaller, "id">,
  userId: string,
  method: "CODE" | "FAST",
): Promise<BindingView> {
  await upsertBinding(em, partner.id, userId, newMemberRef(), method);
  const row = await findBindingOf(em, partner.id, userId);
  if (!row) throw new Error("binding row missing after upsert");
  return toView(row);
}

/**
 * The partner's active binding for a partner-scoped member id, of an account that is itself active
 * (2183 otherwise): an account pending deletion, anonymised or blocked is read by no partner, from
 * the moment its state changes, without waiting for anything to revoke the binding.
 */
export async function activeBindingOf(
  db: Pick<EntityManager, "query">,
  partner: Pick<PartnerCaller, "id">,
  memberId: string,
): Promise<BindingRow> {
  const row = /^m_[A-Za-z0-9_-]{22}$/.test(memberId)
    ? await findActiveBindingByRef(db, partner.id, memberId)
    : undefined;
  const user = row ? await findUserBriefById(db, String(row.user_id)) : undefined;
  if (!row || user?.status !== "active") throw new DomainError("PARTNER_BINDING_NOT_FOUND");
  return row;
}

/** members:read — the partner's bound members (active accounts) with their nickname, newest first. */
export async function partnerMembers(
  deps: Pick<AppDeps, "dataSource">,
  partner: PartnerCaller,
  limit: number,
  offset: number,
): Promise<(BindingView & { nickname: string })[]> {
  const em = deps.dataSource.manager;
  const rows = await listActiveBindings(em, partner.id, limit, offset);
  const users = await findUserBriefsByIds(
    em,
    rows.map((r) => String(r.user_id)),
  );
  return rows
    .filter((r) => users.get(String(r.user_id))?.status === "active")
    .map((r) => ({ ...toView(r), nickname: users.get(String(r.user_id))!.nickname }));
}

/** A binding as its member sees it in account settings. */
export interface MemberBindingView {
  id: string;
  partnerName: string;
  scopes: string[];
  method: "CODE" | "FAST";
  state: "ACTIVE" | "REVOKED";
  boundAt: Date;
  revokedAt: Date | null;
}

export async function myPartnerBindings(
  deps: Pick<AppDeps, "dataSource">,
  userId: string,
): Promise<MemberBindingView[]> {
  const rows = await findBindingsOfUser(deps.dataSource.manager, userId);
  return rows.map((r) => ({
    id: String(r.id),
    partnerName: r.partner_name,
    scopes: parseScopes(r.scopes),
    method: r.method,
    state: r.state,
    boundAt: r.bound_at,
    revokedAt: r.revoked_at,
  }));
}

/** The member ends a binding: the partner reads nothing more and gets no more events (2183 unknown). */
export async function revokePartnerBinding(
  deps: Pick<AppDeps, "dataSource">,
  userId: string,
  rawId: string,
): Promise<MemberBindingView[]> {
  const id = assertRowId("id", rawId);
  const revoked = await withTransaction(deps.dataSource, (em) => revokeBindingRow(em, id, userId));
  if (!revoked) throw new DomainError("PARTNER_BINDING_NOT_FOUND");
  return myPartnerBindings(deps, userId);
}
