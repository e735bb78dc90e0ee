import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Several sites (issue 18): a session remembers the key of the site it was made on (portal,
 * marketplace, star, art; schema/src/sites.ts) beside the spec's website code in `site`, which is 1 for
 * every site but the marketplace and so cannot tell them apart. Sessions made before are the portal's.
 */
export class SessionSiteKey1795588100000 implements MigrationInterface {
  name = "SessionSiteKey1795588100000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE user_session ADD COLUMN site_key VARCHAR(16) NOT NULL DEFAULT 'portal' AFTER site`,
    );
    await q.query(`UPDATE user_session SET site_key = 'marketplace' WHERE site = 2`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE user_session DROP COLUMN site_key`);
  }
}
