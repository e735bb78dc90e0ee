import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import { PageOf } from "../../../graphql/paging.js";

export enum ConversionDirectionEnum {
  JPOINT_TO_USDT = "JPOINT_TO_USDT",
  USDT_TO_JPOINT = "USDT_TO_JPOINT",
}
registerEnumType(ConversionDirectionEnum, { name: "ConversionDirection" });

@ObjectType("JpointConversionQuote", {
  description: "Terms for converting Jpoint to USDT, confirmable until expiresAt (60 s).",
})
export class JpointConversionQuoteType {
  @Field(() => ID) id!: string;
  @Field({ description: "Whole Jpoint converted, decimal string." }) jpoint!: string;
  @Field({ description: "USDT received, decimal string." }) usdt!: string;
  @Field({ description: "USDT per Jpoint, decimal string." }) rate!: string;
  @Field() expiresAt!: Date;
  @Field(() => Int, { description: "Seconds left when answered (0 once expired)." })
  expiresInSeconds!: number;
  @Field({ description: "True once confirmed (the conversion happened)." }) confirmed!: boolean;
  @Field(() => Date, { nullable: true }) confirmedAt!: Date | null;
}

@ObjectType("JpointConversionPage")
export class JpointConversionPageType extends PageOf(JpointConversionQuoteType) {}

@ObjectType("ConversionDemoQuote", { description: "What an amount would convert to; moves nothing." })
export class ConversionDemoQuoteType {
  @Field(() => ConversionDirectionEnum) direction!: ConversionDirectionEnum;
  @Field({ description: "The amount asked about (Jpoint or USDT), decimal string." }) amount!: string;
  @Field({ description: "What it converts to (USDT or whole Jpoint), decimal string." }) result!: string;
  @Field({ description: "USDT per Jpoint, decimal string." }) rate!: string;
}
