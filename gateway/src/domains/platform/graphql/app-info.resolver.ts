import { Ctx, Field, ObjectType, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../../graphql/context.js";

@ObjectType("AppInfo", { description: "What the client shell needs before anything else." })
export class AppInfoType {
  @Field({ description: "Maintenance: the client hides navigation, language and login." })
  maintenance!: boolean;
  @Field() supportEmail!: string;
  @Field() messengerUrl!: string;
  @Field({ description: "Server time, for countdowns." }) now!: Date;
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
    };
  }
}
