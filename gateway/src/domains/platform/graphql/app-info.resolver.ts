import { Ctx, Field, ObjectType, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../../graphql/context.js";

@ObjectType("ChatWidget", {
  description: "The embedded social chat widget (gateway CHAT_WIDGET_SRC / CHAT_WIDGET_ID).",
})
export class ChatWidgetType {
  @Field({ description: "The https script the client loads lazily, after the page is idle." }) src!: string;
  @Field(() => String, { nullable: true, description: "The widget's account id, passed to the script." })
  widgetId!: string | null;
}

@ObjectType("AppInfo", { description: "What the client shell needs before anything else." })
export class AppInfoType {
  @Field({ description: "Maintenance: the client hides navigation, language and login." })
  maintenance!: boolean;
  @Field() supportEmail!: string;
  @Field() messengerUrl!: string;
  @Field({ description: "Server time, for countdowns." }) now!: Date;
  @Field(() => String, {
    nullable: true,
    description:
      "Target of the floating art-culture link (ART_CULTURE_URL); null = the site's editorial list.",
  })
  artCultureUrl!: string | null;
  @Field(() => ChatWidgetType, { nullable: true, description: "Null when the chat widget is off (unset)." })
  chatWidget!: ChatWidgetType | null;
}

@Resolver()
export class AppInfoResolver {
  @Query(() => AppInfoType)
  appInfo(@Ctx() ctx: GraphQLContext): AppInfoType {
    const { config } = ctx.deps;
    return {
      maintenance: config.MAINTENANCE_MODE,
      supportEmail: config.SUPPORT_EMAIL,
      messengerUrl: config.MESSENGER_URL,
      now: new Date(),
      artCultureUrl: config.ART_CULTURE_URL ?? null,
      chatWidget: config.CHAT_WIDGET_SRC
        ? { src: config.CHAT_WIDGET_SRC, widgetId: config.CHAT_WIDGET_ID ?? null }
        : null,
    };
  }
}
