import type { EntityManager } from "typeorm";

/** A statement runner for wallet repo functions: the DataSource, or the EntityManager of a transaction. */
export type Db = Pick<EntityManager, "query">;
