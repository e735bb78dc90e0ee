import { Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";

export enum SignUpMethodEnum {
  EMAIL = "email",
  GOOGLE = "google",
  FACEBOOK = "facebook",
}
registerEnumType(SignUpMethodEnum, { name: "SignUpMethod", description: "How the account was created." });

@ObjectType("Viewer", { description: "The signed-in user, as they see themselves." })
export class ViewerType {
  @Field(() => ID) id!: string;
  @Field({ description: "Public handle: users/{publicId}." }) publicId!: string;
  @Field() email!: string;
  @Field() nickname!: string;
  @Field() showNickname!: boolean;
  @Field(() => String, { nullable: true }) firstName!: string | null;
  @Field(() => String, { nullable: true }) lastName!: string | null;
  @Field(() => String, { nullable: true }) realName!: string | null;
  @Field(() => String, { nullable: true }) phoneCountryCode!: string | null;
  @Field(() => String, { nullable: true }) phone!: string | null;
  @Field(() => String, { nullable: true }) country!: string | null;
  @Field(() => String, { nullable: true, description: "YYYY-MM-DD." }) birthday!: string | null;
  @Field(() => Int, { nullable: true, description: "1 male, 2 female, 3 prefer not to say." }) sex!:
    number | null;
  @Field(() => String, { nullable: true }) postalAddress!: string | null;
  @Field() locale!: string;
  @Field() referralCode!: string;
  @Field(() => String, { nullable: true }) profilePictureUrl!: string | null;
  @Field() twoFactorEnabled!: boolean;
  @Field(() => SignUpMethodEnum) signUpMethod!: SignUpMethodEnum;
  @Field({ description: "False for accounts created through a social login." }) hasPassword!: boolean;
  @Field({ description: "member or staff." }) role!: string;
  @Field() createdAt!: Date;
}

@ObjectType("PublicUser", { description: "What a visitor may see of a user." })
export class PublicUserType {
  @Field() publicId!: string;
  @Field({ description: "The nickname, or a masked form when the user hides it." }) displayName!: string;
  @Field(() => String, { nullable: true }) profilePictureUrl!: string | null;
  @Field() memberSince!: Date;
}

@ObjectType("CodeSent")
export class CodeSentType {
  @Field(() => Int, { description: "Seconds before another code may be requested (300)." })
  resendInSeconds!: number;
}

@ObjectType("LoginResult")
export class LoginResultType {
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
export class SendRegisterCodeInput {
  @Field() email!: string;
  @Field(() => Int, { nullable: true, description: "1 primary platform (default), 2 marketplace." }) site?:
    number | null;
  @Field(() => String, { nullable: true }) locale?: string | null;
}

@InputType("RegisterInput")
export class RegisterInput {
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
  @Field(() => String, { nullable: true }) locale?: string | null;
}

@InputType("LoginInput")
export class LoginInput {
  @Field() email!: string;
  @Field() password!: string;
  @Field(() => Int, { nullable: true, description: "1 primary platform (default), 2 marketplace." }) site?:
    number | null;
}

@InputType("SendPasswordResetCodeInput")
export class SendPasswordResetCodeInput {
  @Field() email!: string;
  @Field(() => Int, { nullable: true }) site?: number | null;
  @Field(() => String, { nullable: true }) locale?: string | null;
}

@InputType("ResetPasswordInput")
export class ResetPasswordInput {
  @Field() email!: string;
  @Field() code!: string;
  @Field() password!: string;
  @Field() confirmPassword!: string;
}

@InputType("ChangePasswordInput")
export class ChangePasswordInput {
  @Field() currentPassword!: string;
  @Field() newPassword!: string;
  @Field() confirmPassword!: string;
}

@InputType("UpdateProfileInput", {
  description: "Only the fields given change; null clears an optional field.",
})
export class UpdateProfileInput {
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
export class ConfirmAccountDeletionInput {
  @Field({ description: "Must match the account's e-mail." }) email!: string;
  @Field() code!: string;
}
