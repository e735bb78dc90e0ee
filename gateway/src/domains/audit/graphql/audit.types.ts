import { Field, ID, InputType, Int, ObjectType } from "type-graphql";

@ObjectType("AuditActor")
export class AuditActorType {
  @Field(() => ID) id!: string;
  @Field() nickname!: string;
  @Field() email!: string;
}

@ObjectType("AuditLogEntry", { description: "One staff action (append-only log)." })
export class AuditLogEntryType {
  @Field(() => ID) id!: string;
  @Field() createdAt!: Date;
  @Field(() => AuditActorType, { nullable: true }) actor!: AuditActorType | null;
  @Field(() => [String], { description: "The actor's staff roles at the time." }) actorRoles!: string[];
  @Field({ description: "The GraphQL operation, e.g. approveUsdtWithdrawal." }) operation!: string;
  @Field({ description: "mutation or query." }) kind!: string;
  @Field(() => String, { nullable: true }) targetType!: string | null;
  @Field(() => String, { nullable: true }) targetId!: string | null;
  @Field({ description: "OK, or the error name the caller received." }) outcome!: string;
  @Field(() => String, { nullable: true, description: "Arguments, JSON, secrets redacted." }) args!:
    string | null;
  @Field(() => String, { nullable: true, description: "Target state before, JSON." }) before!: string | null;
  @Field(() => String, { nullable: true, description: "Target state (or result) after, JSON." }) after!:
    string | null;
  @Field(() => String, { nullable: true, description: "x-request-id of the call." }) requestId!:
    string | null;
  @Field(() => String, { nullable: true }) ip!: string | null;
}

@ObjectType("AuditLogPage")
export class AuditLogPageType {
  @Field(() => [AuditLogEntryType]) items!: AuditLogEntryType[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
}

@InputType("AuditLogFilterInput")
export class AuditLogFilterInput {
  @Field(() => String, { nullable: true, description: "Actor id, e-mail or nickname." }) actor?:
    string | null;
  @Field(() => String, { nullable: true }) operation?: string | null;
  @Field(() => String, { nullable: true, description: "First day, YYYY-MM-DD (UTC)." }) from?: string | null;
  @Field(() => String, { nullable: true, description: "Last day, YYYY-MM-DD (UTC)." }) to?: string | null;
  @Field(() => Int, { nullable: true }) page?: number | null;
}
