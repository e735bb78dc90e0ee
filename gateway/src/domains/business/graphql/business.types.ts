import { Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { PageOf } from "../../../graphql/paging.js";

export enum BusinessApplicationStateEnum {
  SUBMITTED = "SUBMITTED",
  APPROVED = "APPROVED",
  REJECTED = "REJECTED",
}
registerEnumType(BusinessApplicationStateEnum, { name: "BusinessApplicationState" });

@ObjectType("BusinessAttachment", { description: "A file attached to an issuer application." })
export class BusinessAttachmentType {
  @Field() key!: string;
  @Field({ description: "The file name as uploaded (cleaned)." }) name!: string;
  @Field({ description: "application/pdf, image/png or image/jpeg (read from the bytes)." }) mime!: string;
  @Field(() => Int) bytes!: number;
  @Field({ description: "GET with the session: the uploader and staff with issuerApplications only." })
  url!: string;
}

@ObjectType("BusinessPublisher")
export class BusinessPublisherType {
  @Field(() => ID) id!: string;
  @Field() name!: string;
}

@ObjectType("BusinessApplication", { description: "An issuer application from the business page." })
export class BusinessApplicationType {
  @Field(() => ID) id!: string;
  @Field(() => BusinessApplicationStateEnum) state!: BusinessApplicationStateEnum;
  @Field() companyName!: string;
  @Field(() => String, { nullable: true }) registrationNumber!: string | null;
  @Field() contactName!: string;
  @Field() contactEmail!: string;
  @Field() phone!: string;
  @Field(() => String, { nullable: true }) website!: string | null;
  @Field({ description: "One of BUSINESS_CATEGORIES (schema/src/rules/business.ts)." }) category!: string;
  @Field() description!: string;
  @Field({ description: "One of BUSINESS_VOLUMES." }) expectedVolume!: string;
  @Field(() => BusinessPublisherType, { nullable: true, description: "Set when approved." })
  publisher!: BusinessPublisherType | null;
  @Field(() => String, { nullable: true, description: "Set when rejected." }) rejectReason!: string | null;
  @Field() createdAt!: Date;
  @Field(() => Date, { nullable: true }) decidedAt!: Date | null;
  @Field(() => [BusinessAttachmentType]) attachments!: BusinessAttachmentType[];
}

@ObjectType("BusinessApplicant")
export class BusinessApplicantType {
  @Field(() => ID) id!: string;
  @Field() email!: string;
  @Field() nickname!: string;
}

@ObjectType("StaffBusinessApplication", { description: "An issuer application as staff see it." })
export class StaffBusinessApplicationType extends BusinessApplicationType {
  @Field(() => BusinessApplicantType) applicant!: BusinessApplicantType;
  @Field(() => String, { nullable: true, description: "Nickname of the staff member who decided." })
  decidedByName!: string | null;
}

@ObjectType("StaffBusinessApplicationPage")
export class StaffBusinessApplicationPageType extends PageOf(StaffBusinessApplicationType) {}

@InputType("BusinessApplicationInput", {
  description: "The business form (rule: schema/src/rules/business.ts).",
})
export class BusinessApplicationInput {
  @Field() companyName!: string;
  @Field({ defaultValue: "" }) registrationNumber!: string;
  @Field() contactName!: string;
  @Field() contactEmail!: string;
  @Field() phone!: string;
  @Field({ defaultValue: "" }) website!: string;
  @Field() category!: string;
  @Field() description!: string;
  @Field() expectedVolume!: string;
  @Field(() => [String], { description: "Keys from POST /business/attachments (at most 3)." })
  attachmentKeys!: string[];
  @Field({ description: "The applicant agrees that Vitrine reviews and stores the application." })
  consent!: boolean;
}
