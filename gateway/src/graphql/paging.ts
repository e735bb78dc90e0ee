import { ArgsType, Field, Int, ObjectType, type ClassType } from "type-graphql";

/**
 * The one GraphQL shape of a paged list: `items`, `total`, `page`, `pageSize`. A domain declares its
 * page type as `@ObjectType("ListingPage") class ListingPageType extends PageOf(ListingType) {}` and
 * maps a service's plain `Page<T>` (shared/paging.ts) into it.
 */
export function PageOf<T extends object>(itemType: ClassType<T>) {
  // Never referenced by a resolver itself, so the schema holds only the named subclasses.
  @ObjectType()
  abstract class PageClass {
    @Field(() => [itemType]) items!: T[];
    @Field(() => Int) total!: number;
    @Field(() => Int) page!: number;
    @Field(() => Int) pageSize!: number;
  }
  return PageClass;
}

/** The paging argument every paged list takes: `page` (1 … PAGE_MAX, checked by pageNumber/pageWindow). */
@ArgsType()
export class PageArgs {
  @Field(() => Int, { nullable: true, description: "Page number, from 1 (default 1, at most 500)." })
  page?: number | null;
}
