import { Ctx, Field, ID, Int, ObjectType, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../../graphql/context.js";
import { listMySessions, type MySessionView } from "../services/my-sessions.service.js";
import { SiteEnum } from "./site.types.js";

@ObjectType("AccountSession", {
  description: "One signed-in browser or client of the member (never its token).",
})
class AccountSessionType implements MySessionView {
  @Field(() => ID) id!: string;
  @Field(() => Int, {
    description: "The website code of the site it was made on (1, or 2 for the marketplace).",
  })
  site!: number;
  @Field(() => SiteEnum, { description: "The site it was made on; one account works on every site." })
  siteKey!: SiteEnum;
  @Field(() => String, { nullable: true }) ip!: string | null;
  @Field(() => String, { nullable: true }) userAgent!: string | null;
  @Field() lastSeenAt!: Date;
  @Field() createdAt!: Date;
  @Field({ description: "True for the session of this request." }) current!: boolean;
}

/** The member's own sessions (account security page). */
@Resolver()
export class AccountSessionsResolver {
  @Query(() => [AccountSessionType], {
    description:
      "The signed-in member's sessions, most recently used first, with the site each was made on. 1010, 1011.",
  })
  async mySessions(@Ctx() ctx: GraphQLContext): Promise<AccountSessionType[]> {
    const sessions = await listMySessions(ctx.deps, ctx.auth);
    return sessions.map((s) => Object.assign(new AccountSessionType(), s));
  }
}
