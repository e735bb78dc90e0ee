import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from "typeorm";

/** An issuer that releases series of cards. */
@Entity({ name: "publisher" })
export class PublisherEntity {
  @PrimaryGeneratedColumn({ type: "int", unsigned: true })
  id!: number;

  @Column({ type: "varchar", length: 64, unique: true })
  slug!: string;

  @Column({ type: "varchar", length: 128 })
  name!: string;

  @Column({ type: "text", nullable: true })
  description!: string | null;

  @CreateDateColumn({ name: "created_at", type: "datetime", precision: 3 })
  createdAt!: Date;
}
