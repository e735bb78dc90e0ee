import type { AppDeps } from "../../../app-deps.js";
import type { SignUpMethodEnum } from "../graphql/accounts.types.js";
import { PublicUserType, ViewerType } from "../graphql/accounts.types.js";
import type { UserAccountEntity } from "../entities/user-account.entity.js";

export function profilePictureUrl(user: Pick<UserAccountEntity, "profilePictureKey">): string | null {
  return user.profilePictureKey ? `/media/avatars/${user.profilePictureKey}` : null;
}

/** The API view of an account for its owner. Secrets never leave the entity. */
export function toViewer(_deps: AppDeps, user: UserAccountEntity): ViewerType {
  return Object.assign(new ViewerType(), {
    id: user.id,
    publicId: user.publicId,
    email: user.email,
    nickname: user.nickname,
    showNickname: user.showNickname,
    firstName: user.firstName,
    lastName: user.lastName,
    realName: user.realName,
    phoneCountryCode: user.phoneCountryCode,
    phone: user.phone,
    country: user.country,
    birthday: user.birthday,
    sex: user.sex,
    postalAddress: user.postalAddress,
    locale: user.locale,
    referralCode: user.referralCode,
    profilePictureUrl: profilePictureUrl(user),
    twoFactorEnabled: user.totpEnabled,
    signUpMethod: user.signUpMethod as SignUpMethodEnum,
    hasPassword: user.passwordHash !== null,
    role: user.role,
    createdAt: user.createdAt,
  });
}

/** A nickname the owner chose to hide shows as its first character and asterisks. */
export function maskNickname(nickname: string): string {
  const chars = [...nickname];
  return `${chars[0] ?? ""}${"*".repeat(Math.max(2, chars.length - 1))}`;
}

export function toPublicUser(user: UserAccountEntity): PublicUserType {
  return Object.assign(new PublicUserType(), {
    publicId: user.publicId,
    displayName: user.showNickname ? user.nickname : maskNickname(user.nickname),
    profilePictureUrl: profilePictureUrl(user),
    memberSince: user.createdAt,
  });
}
