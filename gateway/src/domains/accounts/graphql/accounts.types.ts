import { Field, InputType, Int, ObjectType } from "type-graphql";
import { ViewerType } from "../../../graphql/account.types.js";
import { SiteEnum } from "./site.types.js";
import type { ConfirmAccountDeletionInput as ConfirmDeletionFields } from "../services/account-deletion.service.js";
import type { LoginInput as LoginFields } from "../services/login.service.js";
import type {
  ChangePasswordInput as ChangePasswordFields,
  ResetPasswordInput as ResetPasswordFields,
  SendPasswordResetCodeInput as SendPasswordResetCodeFields,
} from "../services/password-reset.service.js";
import type {
  RegisterInput as RegisterFields,
  SendRegisterCodeInput as SendRegisterCodeFields,
} from "../services/register.service.js";
import type { UpdateProfileInput as UpdateProfileFields } from "../services/update-profile.service.js";
import type { LoginResult } from "../services/viewer-view.js";

@ObjectType("LoginResult")
export class LoginResultType implements LoginResult {
  @Field(() => ViewerType, { nullable: true, description: "Set when the login completed." })
  viewer!: ViewerType | null;
  @Field({ description: "True when a 6-digit 2FA step must follow (every site, when 2FA is on)." })
  twoFactorRequired!: boolean;
  @Field(() => String, { nullable: true, description: "Pass to verifyLoginTwoFactor; valid 5 minutes." })
  challenge!: string | null;
}

@ObjectType("DeletionScheduled")
export class DeletionScheduledType {
  @Field({ description: "When the account is anonymised unless support restores it." }) deletionDueAt!: Date;
}

@InputType("SendRegisterCodeInput")
export class SendRegisterCodeInput implements SendRegisterCodeFields {
  @Field() email!: string;
  @Field(() => Int, { nullable: true, description: "1 primary platform (default), 2 marketplace." }) site?:
    number | null;
  @Field(() => SiteEnum, {
    nullable: true,
    description:
      "The site signed in to (its website code follows from it; a contradicting site is a data error).",
  })
  siteKey?: SiteEnum | null;
  @Field(() => String, { nullable: true }) locale?: string | null;
}

@InputType("RegisterInput")
export class RegisterInput implements RegisterFields {
  @Field() email!: string;
  @Field() password!: string;
  @Field() confirmPassword!: string;
  @Field() nickname!: string;
  @Field({ description: "YYYY-MM-DD or YYYY/MM/DD." }) birthday!: string;
  @Field(() => Int) sex!: number;
  @Field({ description: "The 6-character code from the e-mail." }) code!: string;
  @Field() acceptTerms!: boolean;
  @Field(() => String, { nullable: true }) referralCode?: string | null;
  @Field(() => Int, { nullable: true }) site?: number | null;
  @Field(() => SiteEnum, {
    nullable: true,
    description:
      "The site signed in to (its website code follows from it; a contradicting site is a data error).",
  })
  siteKey?: SiteEnum | null;
  @Field(() => String, { nullable: true }) locale?: string | null;
}

@InputType("LoginInput")
export class LoginInput implements LoginFields {
  @Field() email!: string;
  @Field() password!: string;
  @Field(() => Int, { nullable: true, description: "1 primary platform (default), 2 marketplace." }) site?:
    number | null;
  @Field(() => SiteEnum, {
    nullable: true,
    description:
      "The site signed in to (its website code follows from it; a contradicting site is a data error).",
  })
  siteKey?: SiteEnum | null;
}

@InputType("SendPasswordResetCodeInput")
export class SendPasswordResetCodeInput implements SendPasswordResetCodeFields {
  @Field() email!: string;
  @Field(() => Int, { nullable: true }) site?: number | null;
  @Field(() => SiteEnum, {
    nullable: true,
    description:
      "The site signed in to (its website code follows from it; a contradicting site is a data error).",
  })
  siteKey?: SiteEnum | null;
  @Field(() => String, { nullable: true }) locale?: string | null;
}

@InputType("ResetPasswordInput")
export class ResetPasswordInput implements ResetPasswordFields {
  @Field() email!: string;
  @Field() code!: string;
  @Field() password!: string;
  @Field() confirmPassword!: string;
}

@InputType("ChangePasswordInput")
export class ChangePasswordInput implements ChangePasswordFields {
  @Field() currentPassword!: string;
  @Field() newPassword!: string;
  @Field() confirmPassword!: string;
}

@InputType("UpdateProfileInput", {
  description: "Only the fields given change; null clears an optional field.",
})
export class UpdateProfileInput implements UpdateProfileFields {
  @Field(() => String, { nullable: true }) nickname?: string | null;
  @Field(() => Boolean, { nullable: true }) showNickname?: boolean | null;
  @Field(() => String, { nullable: true }) firstName?: string | null;
  @Field(() => String, { nullable: true }) lastName?: string | null;
  @Field(() => String, { nullable: true }) realName?: string | null;
  @Field(() => String, { nullable: true }) phoneCountryCode?: string | null;
  @Field(() => String, { nullable: true }) phone?: string | null;
  @Field(() => String, { nullable: true }) country?: string | null;
  @Field(() => String, { nullable: true }) birthday?: string | null;
  @Field(() => Int, { nullable: true }) sex?: number | null;
  @Field(() => String, { nullable: true }) postalAddress?: string | null;
  @Field(() => String, { nullable: true }) locale?: string | null;
}

@InputType("ConfirmAccountDeletionInput")
export class ConfirmAccountDeletionInput implements ConfirmDeletionFields {
  @Field({ description: "Must match the account's e-mail." }) email!: string;
  @Field() code!: string;
}
