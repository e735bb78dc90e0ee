import { STAFF_ROLES, isStaffRole, type StaffRole } from "@vitrine/schema";
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";

export type UserRole = "member" | "staff";
export type SignUpMethod = "email" | "google" | "facebook";
/** active → pending_deletion (7 days, reversible by staff) → deleted (anonymised). */
export type AccountStatus = "active" | "pending_deletion" | "deleted";

/** A MariaDB SET arrives as "a,b" (mysql2) and goes back as a list. */
const staffRoleSet = {
  to: (v: StaffRole[] | undefined) => v,
  from: (v: string | string[] | null) =>
    (Array.isArray(v) ? v : (v ?? "").split(",")).filter((r): r is StaffRole => isStaffRole(r)),
};

const bool = { to: (v: boolean) => (v ? 1 : 0), from: (v: number | boolean) => Boolean(Number(v)) };

/**
 * A person's account. Never exposed through GraphQL directly (API types are separate classes), so
 * the password hash, the TOTP secrets and the reset-key hash cannot leak through a stray field.
 */
@Entity({ name: "user_account" })
export class UserAccountEntity {
  @PrimaryGeneratedColumn({ type: "bigint", unsigned: true })
  id!: string;

  /** Public handle for `users/{publicId}`; never the e-mail. */
  @Column({ name: "public_id", type: "varchar", length: 16, unique: true })
  publicId!: string;

  @Column({ type: "varchar", length: 254, unique: true })
  email!: string;

  /** argon2id hash; null for accounts created through a social login. */
  @Column({ name: "password_hash", type: "varchar", length: 255, nullable: true })
  passwordHash!: string | null;

  @Column({ type: "varchar", length: 64, unique: true })
  nickname!: string;

  @Column({ name: "show_nickname", type: "tinyint", default: 1, transformer: bool })
  showNickname!: boolean;

  @Column({ type: "varchar", length: 16, default: "member" })
  role!: UserRole;

  /**
   * What a staff member may do (schema/src/roles.ts); empty for members. `role = 'staff'` only says
   * "staff": every staff operation also needs one of its roles here.
   */
  @Column({ name: "staff_roles", type: "set", enum: STAFF_ROLES, default: [], transformer: staffRoleSet })
  staffRoles!: StaffRole[];

  @Column({ name: "sign_up_method", type: "varchar", length: 16, default: "email" })
  signUpMethod!: SignUpMethod;

  @Column({ type: "varchar", length: 24, default: "active" })
  status!: AccountStatus;

  @Column({ type: "varchar", length: 5, default: "tw" })
  locale!: string;

  @Column({ name: "referral_code", type: "varchar", length: 16, unique: true })
  referralCode!: string;

  @Column({ name: "referred_by", type: "bigint", unsigned: true, nullable: true })
  referredBy!: string | null;

  @Column({ name: "first_name", type: "varchar", length: 64, nullable: true })
  firstName!: string | null;

  @Column({ name: "last_name", type: "varchar", length: 64, nullable: true })
  lastName!: string | null;

  @Column({ name: "real_name", type: "varchar", length: 128, nullable: true })
  realName!: string | null;

  @Column({ name: "phone_country_code", type: "varchar", length: 6, nullable: true })
  phoneCountryCode!: string | null;

  @Column({ type: "varchar", length: 20, nullable: true })
  phone!: string | null;

  @Column({ type: "varchar", length: 64, nullable: true })
  country!: string | null;

  /** YYYY-MM-DD (TypeORM hydrates DATE columns as strings). */
  @Column({ type: "date", nullable: true })
  birthday!: string | null;

  @Column({ type: "tinyint", nullable: true })
  sex!: number | null;

  @Column({ name: "postal_address", type: "varchar", length: 255, nullable: true })
  postalAddress!: string | null;

  /** Storage key of the profile picture (served by /media/avatars/{key}). */
  @Column({ name: "profile_picture_key", type: "varchar", length: 80, nullable: true })
  profilePictureKey!: string | null;

  /** Encrypted TOTP secret of an active 2FA (see secret-box.ts). */
  @Column({ name: "totp_secret", type: "varchar", length: 255, nullable: true })
  totpSecret!: string | null;

  /** Encrypted secret shown during set-up, moved to totp_secret on activation. */
  @Column({ name: "totp_pending_secret", type: "varchar", length: 255, nullable: true })
  totpPendingSecret!: string | null;

  @Column({ name: "totp_enabled", type: "tinyint", default: 0, transformer: bool })
  totpEnabled!: boolean;

  /** Last accepted TOTP time step: a code is accepted once. */
  @Column({ name: "totp_last_step", type: "bigint", nullable: true })
  totpLastStep!: string | null;

  @Column({ name: "totp_reset_key_hash", type: "char", length: 64, nullable: true })
  totpResetKeyHash!: string | null;

  @Column({ name: "deletion_requested_at", type: "datetime", precision: 3, nullable: true })
  deletionRequestedAt!: Date | null;

  @Column({ name: "deletion_due_at", type: "datetime", precision: 3, nullable: true })
  deletionDueAt!: Date | null;

  @Column({ name: "anonymised_at", type: "datetime", precision: 3, nullable: true })
  anonymisedAt!: Date | null;

  @CreateDateColumn({ name: "created_at", type: "datetime", precision: 3 })
  createdAt!: Date;

  @UpdateDateColumn({ name: "updated_at", type: "datetime", precision: 3 })
  updatedAt!: Date;
}
