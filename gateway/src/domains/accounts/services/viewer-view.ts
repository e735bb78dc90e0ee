import type { SignUpMethod, UserAccount } from "../repo/user-account.repo.js";
import { profilePictureUrl, toPublicUserView, type PublicUserView } from "./public-user-view.js";

export { maskNickname, profilePictureUrl } from "./public-user-view.js";

/** The signed-in user, as they see themselves. Secrets never leave the account row. */
export interface ViewerView {
  id: string;
  publicId: string;
  email: string;
  nickname: string;
  showNickname: boolean;
  firstName: string | null;
  lastName: string | null;
  realName: string | null;
  phoneCountryCode: string | null;
  phone: string | null;
  country: string | null;
  birthday: string | null;
  sex: number | null;
  postalAddress: string | null;
  locale: string;
  referralCode: string;
  profilePictureUrl: string | null;
  twoFactorEnabled: boolean;
  signUpMethod: SignUpMethod;
  hasPassword: boolean;
  role: string;
  createdAt: Date;
}

/** The view of an account for its owner. */
export function toViewer(user: UserAccount): ViewerView {
  return {
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
    signUpMethod: user.signUpMethod,
    hasPassword: user.passwordHash !== null,
    role: user.role,
    createdAt: user.createdAt,
  };
}

export function toPublicUser(user: UserAccount): PublicUserView {
  return toPublicUserView(user);
}

/** The answer of a login step: the viewer when it completed, else the 2FA challenge to answer. */
export interface LoginResult {
  viewer: ViewerView | null;
  twoFactorRequired: boolean;
  challenge: string | null;
}
