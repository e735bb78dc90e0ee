import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { findActiveUserByPublicId } from "../repo/user-account.repo.js";
import { toPublicUserView, type PublicUserView } from "./public-user-view.js";

/** The public page users/{publicId}; 404 for unknown or deleted accounts. */
export async function findPublicUser(deps: AppDeps, publicId: string): Promise<PublicUserView> {
  const user = await findActiveUserByPublicId(deps.dataSource, publicId.slice(0, 16));
  if (!user) throw new DomainError("NOT_FOUND");
  return toPublicUserView(user);
}
