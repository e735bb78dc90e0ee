import type { AuthChecker } from "type-graphql";
import type { GraphQLContext } from "./context.js";
import { DomainError } from "./domain-error.js";

/**
 * `@Authorized()` needs a live session (1010 for visitors, 1011 for an expired token);
 * `@Authorized("staff")` also needs that role (2017).
 */
export const authChecker: AuthChecker<GraphQLContext> = async ({ context }, roles) => {
  const { user } = await context.auth.require();
  if (roles.length > 0 && !roles.includes(user.role)) throw new DomainError("FORBIDDEN");
  return true;
};
