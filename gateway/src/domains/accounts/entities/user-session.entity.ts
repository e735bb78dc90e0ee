import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from "typeorm";

/** One signed-in browser or client. Only the SHA-256 of the token is stored. */
@Entity({ name: "user_session" })
export class UserSessionEntity {
  @PrimaryGeneratedColumn({ type: "bigint", unsigned: true })
  id!: string;

  @Column({ name: "user_id", type: "bigint", unsigned: true })
  userId!: string;

  @Column({ name: "token_hash", type: "char", length: 64, unique: true })
  tokenHash!: string;

  @Column({ type: "tinyint" })
  site!: number;

  @Column({ type: "varchar", length: 64, nullable: true })
  ip!: string | null;

  @Column({ name: "user_agent", type: "varchar", length: 255, nullable: true })
  userAgent!: string | null;

  @CreateDateColumn({ name: "created_at", type: "datetime", precision: 3 })
  createdAt!: Date;

  @Column({ name: "last_seen_at", type: "datetime", precision: 3 })
  lastSeenAt!: Date;
}
