import type { GraphQLContext } from "../../../graphql/context.js";
import { authenticatePartner, type PartnerCaller } from "../services/partner-auth.service.js";

const callers = new WeakMap<object, Promise<PartnerCaller>>();

/**
 * The partner platform calling this request, from its `Authorization: Bearer vpk_…` header, checked
 * once per request. Partner operations call this instead of `@Authorized()`: a partner is neither a
 * member nor staff, and a member's session cookie does not make anyone a partner (2180).
 */
export function partnerOf(ctx: GraphQLContext): Promise<PartnerCaller> {
  let caller = callers.get(ctx.auth);
  if (!caller) {
    caller = authenticatePartner(ctx.deps, ctx.auth.authorization);
    callers.set(ctx.auth, caller);
  }
  return caller;
}
