import "reflect-metadata";
import { loadConfigOrExit } from "../config.js";
import { openDatabase } from "../infra/database.js";

/** Creates the database when missing and applies pending migrations. */
const config = loadConfigOrExit();
const dataSource = await openDatabase(config.DATABASE_URL, { migrate: false, poolSize: 2 });
const applied = await dataSource.runMigrations({ transaction: "each" });
console.log(applied.length ? `applied ${applied.map((m) => m.name).join(", ")}` : "database is up to date");
await dataSource.destroy();
