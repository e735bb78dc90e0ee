/**
 * Every TypeORM entity, listed once; the data source and tests use this list. None remain: each
 * domain reaches its tables through its typed repo modules (`domains/<domain>/repo/*.repo.ts`).
 */
export const ENTITIES = [];
