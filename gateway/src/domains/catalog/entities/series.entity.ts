import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from "typeorm";
import { PublisherEntity } from "./publisher.entity.js";

/** A series groups the cards one publisher releases together. */
@Entity({ name: "series" })
export class SeriesEntity {
  @PrimaryGeneratedColumn({ type: "int", unsigned: true })
  id!: number;

  @Column({ type: "varchar", length: 64, unique: true })
  slug!: string;

  @Column({ type: "varchar", length: 128 })
  name!: string;

  @Column({ name: "publisher_id", type: "int", unsigned: true })
  publisherId!: number;

  @ManyToOne(() => PublisherEntity, { onDelete: "RESTRICT" })
  @JoinColumn({ name: "publisher_id" })
  publisher?: Relation<PublisherEntity>;

  @CreateDateColumn({ name: "created_at", type: "datetime", precision: 3 })
  createdAt!: Date;
}
