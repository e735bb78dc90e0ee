import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from "typeorm";
import { ArtistEntity } from "./artist.entity.js";
import { ChainEntity } from "./chain.entity.js";
import { PublisherEntity } from "./publisher.entity.js";
import { SeriesEntity } from "./series.entity.js";

/**
 * A card: one minted token (contract + token id on a chain) issued in `totalIssued` units.
 * Who owns how many units lives in holdings (market domain), not here.
 */
@Entity({ name: "card" })
@Index("uq_card_token", ["chainId", "tokenAddress", "tokenId"], { unique: true })
export class CardEntity {
  @PrimaryGeneratedColumn({ type: "int", unsigned: true })
  id!: number;

  @Column({ type: "varchar", length: 160 })
  name!: string;

  @Column({ name: "artist_id", type: "int", unsigned: true })
  artistId!: number;

  @ManyToOne(() => ArtistEntity, { onDelete: "RESTRICT" })
  @JoinColumn({ name: "artist_id" })
  artist?: Relation<ArtistEntity>;

  @Column({ name: "publisher_id", type: "int", unsigned: true })
  publisherId!: number;

  @ManyToOne(() => PublisherEntity, { onDelete: "RESTRICT" })
  @JoinColumn({ name: "publisher_id" })
  publisher?: Relation<PublisherEntity>;

  @Column({ name: "series_id", type: "int", unsigned: true, nullable: true })
  seriesId!: number | null;

  @ManyToOne(() => SeriesEntity, { onDelete: "RESTRICT", nullable: true })
  @JoinColumn({ name: "series_id" })
  series?: Relation<SeriesEntity> | null;

  @Column({ name: "chain_id", type: "int", unsigned: true })
  chainId!: number;

  @ManyToOne(() => ChainEntity, { onDelete: "RESTRICT" })
  @JoinColumn({ name: "chain_id" })
  chain?: Relation<ChainEntity>;

  @Column({ name: "work_number", type: "varchar", length: 64, nullable: true })
  workNumber!: string | null;

  @Column({ type: "varchar", length: 64, nullable: true })
  edition!: string | null;

  @Column({ type: "varchar", length: 64, nullable: true })
  size!: string | null;

  @Column({ name: "creation_year", type: "smallint", unsigned: true, nullable: true })
  creationYear!: number | null;

  @Column({ name: "total_issued", type: "int", unsigned: true })
  totalIssued!: number;

  @Column({ name: "release_at", type: "datetime", precision: 3 })
  releaseAt!: Date;

  @Column({ name: "contract_id", type: "varchar", length: 64 })
  contractId!: string;

  @Column({ name: "contract_address", type: "char", length: 42 })
  contractAddress!: string;

  @Column({ name: "token_address", type: "char", length: 42 })
  tokenAddress!: string;

  /** uint256 token id, kept as a decimal string. */
  @Column({ name: "token_id", type: "varchar", length: 78 })
  tokenId!: string;

  @Column({ type: "int", unsigned: true, default: 0 })
  likes!: number;

  /** Issuer restrictions (spec §6): may the card be sold on the market, gifted, withdrawn? */
  @Column({ type: "boolean", default: true })
  sellable!: boolean;

  @Column({ type: "boolean", default: true })
  giftable!: boolean;

  @Column({ type: "boolean", default: true })
  withdrawable!: boolean;

  @CreateDateColumn({ name: "created_at", type: "datetime", precision: 3 })
  createdAt!: Date;
}
