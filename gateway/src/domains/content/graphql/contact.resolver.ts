import { Arg, Ctx, Field, InputType, Mutation, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../../graphql/context.js";
import { sendContactMessage } from "../services/send-contact-message.service.js";

@InputType("ContactMessageInput")
export class ContactMessageInput {
  @Field() name!: string;
  @Field() email!: string;
  @Field() message!: string;
  @Field(() => String, {
    nullable: true,
    description: "tw, cn, en, jp or kr: language of the acknowledgement.",
  })
  locale?: string | null;
}

@Resolver()
export class ContactResolver {
  @Mutation(() => Boolean, { description: "Footer contact form: mails support and acknowledges the sender." })
  async sendContactMessage(
    @Arg("input", () => ContactMessageInput) input: ContactMessageInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    const viewer = await ctx.auth.viewer();
    await sendContactMessage(ctx.deps, input, ctx.ip, viewer?.id ?? null);
    return true;
  }
}
