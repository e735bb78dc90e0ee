import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from "typeorm";

/** `reauthenticate`: an account without a password confirms a 2FA change with a mailed code. */
export type EmailCodePurpose =
  "register" | "reset_password" | "delete_account" | "withdrawal" | "reauthenticate";

/** A mailed verification code (stored hashed). Consumed once; a few wrong tries burn it. */
@Entity({ name: "email_code" })
export class EmailCodeEntity {
  @PrimaryGeneratedColumn({ type: "bigint", unsigned: true })
  id!: string;

  @Column({ type: "varchar", length: 24 })
  purpose!: EmailCodePurpose;

  @Column({ type: "varchar", length: 254 })
  email!: string;

  @Column({ name: "user_id", type: "bigint", unsigned: true, nullable: true })
  userId!: string | null;

  @Column({ name: "code_hash", type: "char", length: 64 })
  codeHash!: string;

  @Column({ type: "int", default: 0 })
  attempts!: number;

  @CreateDateColumn({ name: "created_at", type: "datetime", precision: 3 })
  createdAt!: Date;

  @Column({ name: "expires_at", type: "datetime", precision: 3 })
  expiresAt!: Date;

  @Column({ name: "consumed_at", type: "datetime", precision: 3, nullable: true })
  consumedAt!: Date | null;
}
