import fc from "fast-check";
import { fuse } from "../../src/domains/fusion/services/fuse.service.js";
import { openPackage } from "../../src/domains/packages/services/open-package.service.js";
import { buyWithJpoint } from "../../src/domains/primary/services/buy-with-jpoint.service.js";
import { expectOutcome, nextKey } from "./model-outcome.js";
import { giveUnits } from "../helpers/market-fixtures.js";
import { MEMBERS, PACKAGE_PRICE_JPOINT, RELEASE_PRICE_JPOINT, START_FUSION_UNITS } from "./model-world.js";
import { pick, unitsOf, type LedgerModel, type RealSystem } from "./model-state.js";

/** Primary and Jpoint commands: buy a release or packages with Jpoint, open a package, fuse. */

type Cmd = fc.AsyncCommand<LedgerModel, RealSystem>;
const deps = (r: RealSystem) => r.world.t.gateway.deps;
const idOf = (r: RealSystem, member: number) => r.cast.members[member]!.user.id;

class BuyPrimary implements Cmd {
  constructor(
    readonly member: number,
    readonly kind: "release" | "package",
    readonly quantity: number,
  ) {}
  check = () => true;
  async run(m: LedgerModel, r: RealSystem) {
    const release = this.kind === "release";
    const who = m.members[this.member]!;
    const cost = (release ? RELEASE_PRICE_JPOINT : PACKAGE_PRICE_JPOINT) * BigInt(this.quantity);
    const refusal = who.jpoint < cost ? "INSUFFICIENT_JPOINT" : null;
    const userId = idOf(r, this.member);
    const order = await expectOutcome(m, this.toString(), refusal, () =>
      buyWithJpoint(deps(r), userId, {
        productId: release ? r.world.releaseProductId : r.world.packageProductId,
        quantity: this.quantity,
        idempotencyKey: nextKey("p"),
      }),
    );
    if (!order) return;
    who.jpoint -= cost;
    if (release) {
      unitsOf(who, r.world.releaseCardId).amount += this.quantity;
      return;
    }
    // The packages this order issued (the order view does not list them).
    const known = new Set(m.packages.map((p) => p.id));
    const rows = (await deps(r).dataSource.query(
      `SELECT id FROM user_package WHERE user_id = ? ORDER BY id`,
      [userId],
    )) as { id: string }[];
    const fresh = rows.map((row) => String(row.id)).filter((id) => !known.has(id));
    if (fresh.length !== this.quantity) {
      throw new Error(`${this.toString()}: expected ${this.quantity} new packages, found ${fresh.length}`);
    }
    for (const id of fresh) m.packages.push({ id, owner: this.member, opened: false });
  }
  toString = () => `BuyPrimary(m${this.member} ${this.quantity} ${this.kind})`;
}

class OpenPackage implements Cmd {
  constructor(
    readonly who: number,
    readonly k: number,
  ) {}
  check = (m: Readonly<LedgerModel>) => m.packages.length > 0;
  async run(m: LedgerModel, r: RealSystem) {
    const p = pick(m.packages, this.k)!;
    const refusal = p.owner !== this.who ? "NOT_FOUND" : p.opened ? "PACKAGE_ALREADY_OPENED" : null;
    const view = await expectOutcome(m, `${this.toString()} on ${p.id}`, refusal, () =>
      openPackage(deps(r).dataSource, idOf(r, this.who), p.id),
    );
    if (!view) return;
    if (view.draws.length !== view.cardsPerPackage) {
      throw new Error(`${this.toString()}: ${view.draws.length} draws for ${view.cardsPerPackage} cards`);
    }
    p.opened = true;
    for (const draw of view.draws) unitsOf(m.members[this.who]!, draw.card.id).amount += 1;
  }
  toString = () => `OpenPackage(m${this.who} package#${this.k})`;
}

class Fuse implements Cmd {
  constructor(readonly member: number) {}
  check = () => true;
  async run(m: LedgerModel, r: RealSystem) {
    const who = m.members[this.member]!;
    const { recipe } = r.world;
    const cast = r.cast.members[this.member]!;
    if (!cast.fusionUnits) {
      for (const i of recipe.inputs) {
        await giveUnits(r.world.t.gateway.deps.dataSource, i.cardId, cast.user.id, START_FUSION_UNITS);
        unitsOf(who, i.cardId).amount += START_FUSION_UNITS;
      }
      cast.fusionUnits = true;
    }
    const short = recipe.inputs.some((i) => unitsOf(who, i.cardId).amount < i.units);
    const done = await expectOutcome(m, this.toString(), short ? "REQUIRED_CARD_MISSING" : null, () =>
      fuse(deps(r), idOf(r, this.member), recipe.id, nextKey("f")),
    );
    if (!done) return;
    for (const i of recipe.inputs) unitsOf(who, i.cardId).amount -= i.units;
    unitsOf(who, recipe.outputCardId).amount += recipe.outputUnits;
  }
  toString = () => `Fuse(m${this.member})`;
}

const member = fc.integer({ min: 0, max: MEMBERS - 1 });

export const primaryCommands = [
  fc
    .tuple(member, fc.constantFrom("release" as const, "package" as const), fc.integer({ min: 1, max: 2 }))
    .map(([w, kind, q]) => new BuyPrimary(w, kind, q)),
  fc.tuple(member, fc.nat({ max: 10 })).map(([w, k]) => new OpenPackage(w, k)),
  member.map((w) => new Fuse(w)),
];
