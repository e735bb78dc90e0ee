import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from "typeorm";

/** A Google or Facebook account linked to a Vitrine account, keyed by the provider's subject id. */
@Entity({ name: "social_identity" })
export class SocialIdentityEntity {
  @PrimaryGeneratedColumn({ type: "bigint", unsigned: true })
  id!: string;

  @Column({ type: "varchar", length: 16 })
  provider!: string;

  @Column({ type: "varchar", length: 191 })
  subject!: string;

  @Column({ name: "user_id", type: "bigint", unsigned: true })
  userId!: string;

  @CreateDateColumn({ name: "created_at", type: "datetime", precision: 3 })
  createdAt!: Date;
}
