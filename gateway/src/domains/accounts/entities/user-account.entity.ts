import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";

export type UserRole = "member" | "staff";

/** A person's account. Never exposed directly through GraphQL: API types are separate classes. */
@Entity({ name: "user_account" })
export class UserAccountEntity {
  @PrimaryGeneratedColumn({ type: "bigint", unsigned: true })
  id!: string;

  @Column({ type: "varchar", length: 254, unique: true })
  email!: string;

  /** argon2id hash; null for accounts created through a social login. */
  @Column({ name: "password_hash", type: "varchar", length: 255, nullable: true })
  passwordHash!: string | null;

  @Column({ type: "varchar", length: 64, unique: true })
  nickname!: string;

  @Column({ type: "varchar", length: 16, default: "member" })
  role!: UserRole;

  @Column({ type: "varchar", length: 5, default: "tw" })
  locale!: string;

  @Column({ name: "referral_code", type: "varchar", length: 16, unique: true })
  referralCode!: string;

  @CreateDateColumn({ name: "created_at", type: "datetime", precision: 3 })
  createdAt!: Date;

  @UpdateDateColumn({ name: "updated_at", type: "datetime", precision: 3 })
  updatedAt!: Date;
}
