import type { PackageVerificationView, UserPackageView } from "../services/views.js";
import {
  PackageStateEnum,
  SeedRevealReasonEnum,
  type PackageVerificationType,
  type UserPackageType,
} from "./packages.types.js";

/** Package views → GraphQL objects: the same fields, the state and reveal reason as GraphQL enums. */
export function toUserPackageType(v: UserPackageView): UserPackageType {
  return { ...v, state: v.state as PackageStateEnum };
}

export function toPackageVerificationType(v: PackageVerificationView): PackageVerificationType {
  return { ...v, revealReason: v.revealReason as SeedRevealReasonEnum | null };
}
