import { Column, Entity, PrimaryGeneratedColumn } from "typeorm";

/** A blockchain cards are minted on (spec §3: Ethereum, Binance/BSC, Polygon). */
@Entity({ name: "chain" })
export class ChainEntity {
  @PrimaryGeneratedColumn({ type: "int", unsigned: true })
  id!: number;

  /** Stable code used in URLs and filters: ETH, BSC, POLYGON. */
  @Column({ type: "varchar", length: 16, unique: true })
  code!: string;

  @Column({ type: "varchar", length: 64 })
  name!: string;

  @Column({ name: "sort_order", type: "int", default: 0 })
  sortOrder!: number;
}
