import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Separation of duties for staff (docs/ARCHITECTURE.md "Staff roles, four eyes, audit log"):
 * - `user_account.staff_roles`: the specific roles a staff member holds (a SET, so one column keeps
 *   the several roles of one person); today's `role = 'staff'` accounts become `admin`.
 * - `admin_credit_request`: large staff credits waiting for a second finance member. The CHECKs make
 *   "the requester never decides" and "nobody credits themselves" database facts too.
 * - `staff_audit_log`: every staff action; append-only — triggers refuse UPDATE and DELETE.
 */
export class StaffDuties1795520000000 implements MigrationInterface {
  name = "StaffDuties1795520000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE user_account
         ADD COLUMN staff_roles SET('admin','support','finance','compliance','content') NOT NULL DEFAULT '' AFTER role`,
    );
    await q.query(`UPDATE user_account SET staff_roles = 'admin' WHERE role = 'staff'`);

    await q.query(`CREATE TABLE admin_credit_request (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
      target_user_id BIGINT UNSIGNED NOT NULL,
      amount BIGINT UNSIGNED NOT NULL,
      reason VARCHAR(255) NOT NULL,
      requested_by BIGINT UNSIGNED NOT NULL,
      idempotency_key VARCHAR(100) NOT NULL,
      request_hash CHAR(64) NOT NULL,
      status VARCHAR(12) NOT NULL DEFAULT 'PENDING',
      decided_by BIGINT UNSIGNED NULL,
      decided_at DATETIME(3) NULL,
      decision_note VARCHAR(255) NULL,
      ledger_transaction_id BIGINT UNSIGNED NULL,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      PRIMARY KEY (id),
      UNIQUE KEY uq_admin_credit_request_key (idempotency_key),
      KEY ix_admin_credit_request_status (status, id),
      CONSTRAINT fk_admin_credit_request_target FOREIGN KEY (target_user_id) REFERENCES user_account (id),
      CONSTRAINT fk_admin_credit_request_requester FOREIGN KEY (requested_by) REFERENCES user_account (id),
      CONSTRAINT fk_admin_credit_request_decider FOREIGN KEY (decided_by) REFERENCES user_account (id),
      CONSTRAINT ck_admin_credit_request_status CHECK (status IN ('PENDING','APPROVED','REJECTED')),
      CONSTRAINT ck_admin_credit_request_four_eyes CHECK (decided_by IS NULL OR decided_by <> requested_by),
      CONSTRAINT ck_admin_credit_request_not_self CHECK (target_user_id <> requested_by
                                                         AND (decided_by IS NULL OR decided_by <> target_user_id))
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);

    await q.query(`CREATE TABLE staff_audit_log (
      id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
      created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
      actor_user_id BIGINT UNSIGNED NULL,
      actor_roles VARCHAR(100) NOT NULL DEFAULT '',
      operation VARCHAR(64) NOT NULL,
      kind VARCHAR(8) NOT NULL,
      target_type VARCHAR(32) NULL,
      target_id VARCHAR(64) NULL,
      outcome VARCHAR(48) NOT NULL,
      args_json TEXT NULL,
      before_json TEXT NULL,
      after_json TEXT NULL,
      request_id VARCHAR(64) NULL,
      ip VARCHAR(45) NULL,
      PRIMARY KEY (id),
      KEY ix_staff_audit_log_time (created_at),
      KEY ix_staff_audit_log_actor (actor_user_id, created_at),
      KEY ix_staff_audit_log_operation (operation, created_at)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    // Append-only in the database itself, whatever the application does. (TRUNCATE and DROP bypass
    // triggers: production grants the application user only INSERT and SELECT on this table.)
    await q.query(`CREATE TRIGGER staff_audit_log_no_update BEFORE UPDATE ON staff_audit_log FOR EACH ROW
      SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'staff_audit_log is append-only'`);
    await q.query(`CREATE TRIGGER staff_audit_log_no_delete BEFORE DELETE ON staff_audit_log FOR EACH ROW
      SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'staff_audit_log is append-only'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query("DROP TRIGGER IF EXISTS staff_audit_log_no_delete");
    await q.query("DROP TRIGGER IF EXISTS staff_audit_log_no_update");
    await q.query("DROP TABLE IF EXISTS staff_audit_log");
    await q.query("DROP TABLE IF EXISTS admin_credit_request");
    await q.query("ALTER TABLE user_account DROP COLUMN staff_roles");
  }
}
