import { PageOf } from "../../../graphql/paging.js";
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";

export enum KycStatusEnum {
  NOT_SUBMITTED = "NOT_SUBMITTED",
  REVIEW = "REVIEW",
  APPROVED = "APPROVED",
  FAILED = "FAILED",
}
registerEnumType(KycStatusEnum, { name: "KycStatus" });

@ObjectType("KycOptions", {
  description: "Codes offered on the KYC form; labels: kyc.nationality.<code>, kyc.purpose.<code>.",
})
export class KycOptionsType {
  @Field(() => [String], { description: "ISO 3166-1 alpha-2 codes, plus OTHER." }) nationalities!: string[];
  @Field(() => [String]) purposes!: string[];
}

@ObjectType("KycImages", { description: "Image URLs under /media/kyc/ (the owner and staff only)." })
export class KycImagesType {
  @Field() front!: string;
  @Field() back!: string;
  @Field() selfie!: string;
  @Field() secondId!: string;
}

@ObjectType("KycView", {
  description: "The member's own KYC: the latest submission, never the full ID number.",
})
export class KycViewType {
  @Field(() => KycStatusEnum) status!: KycStatusEnum;
  @Field(() => Int, { description: "1 = approved (the spec's gate value), otherwise 0." })
  reviewStatus!: number;
  @Field(() => String, { nullable: true }) failureReason!: string | null;
  @Field(() => Date, { nullable: true }) submittedAt!: Date | null;
  @Field(() => Date, { nullable: true }) reviewedAt!: Date | null;
  @Field(() => String, { nullable: true }) nationality!: string | null;
  @Field(() => String, { nullable: true }) firstName!: string | null;
  @Field(() => String, { nullable: true }) lastName!: string | null;
  @Field(() => String, { nullable: true, description: "YYYY-MM-DD." }) birthday!: string | null;
  @Field(() => String, { nullable: true, description: "The ID number's last four characters." })
  idNumberHint!: string | null;
  @Field(() => String, { nullable: true }) phoneCountry!: string | null;
  @Field(() => String, { nullable: true }) phone!: string | null;
  @Field({
    description:
      "Under review or approved: true. Otherwise: whether a verified phone code (30 minutes) awaits the next submission.",
  })
  phoneVerified!: boolean;
  @Field(() => String, { nullable: true }) address!: string | null;
  @Field(() => String, { nullable: true }) purpose!: string | null;
  @Field(() => KycImagesType, { nullable: true }) images!: KycImagesType | null;
}

@InputType("SubmitKycInput")
export class SubmitKycInput {
  @Field({ description: "A code of kycOptions.nationalities." }) nationality!: string;
  @Field() firstName!: string;
  @Field() lastName!: string;
  @Field({ description: "YYYY-MM-DD, not in the future." }) birthday!: string;
  @Field({ description: "4–32 letters and digits; stored sealed." }) idNumber!: string;
  @Field({ description: "Like +886." }) phoneCountry!: string;
  @Field({ description: "Digits only; Taiwan: 09 + 8 digits. Verified with verifyKycPhone first." })
  phone!: string;
  @Field() address!: string;
  @Field({ description: "A code of kycOptions.purposes." }) purpose!: string;
  @Field({ description: "Keys from POST /auth/kyc/upload_file, each of its kind." }) frontFileKey!: string;
  @Field() backFileKey!: string;
  @Field() selfieFileKey!: string;
  @Field() secondIdFileKey!: string;
}

@ObjectType("KycMember", { description: "Who submitted (staff views)." })
export class KycMemberType {
  @Field(() => ID) id!: string;
  @Field() email!: string;
  @Field() nickname!: string;
}

@ObjectType("KycReviewItem", {
  description: "A submission as staff review it, with the decrypted ID number.",
})
export class KycReviewItemType {
  @Field(() => ID) id!: string;
  @Field(() => KycStatusEnum) status!: KycStatusEnum;
  @Field(() => KycMemberType) member!: KycMemberType;
  @Field() submittedAt!: Date;
  @Field(() => Date, { nullable: true }) reviewedAt!: Date | null;
  @Field(() => String, { nullable: true }) failureReason!: string | null;
  @Field() nationality!: string;
  @Field() firstName!: string;
  @Field() lastName!: string;
  @Field() birthday!: string;
  @Field() idNumber!: string;
  @Field() idNumberHint!: string;
  @Field() phoneCountry!: string;
  @Field() phone!: string;
  @Field() address!: string;
  @Field() purpose!: string;
  @Field(() => KycImagesType) images!: KycImagesType;
}

@ObjectType("KycReviewPage")
export class KycReviewPageType extends PageOf(KycReviewItemType) {}
