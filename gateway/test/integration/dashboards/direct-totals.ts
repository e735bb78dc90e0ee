import type { DataSource } from "typeorm";

/**
 * The dashboards' summary rows computed directly from the raw ledger, order and wallet rows, in
 * JavaScript (no GROUP BY), to compare the rollup with.
 */

export interface Total {
  day: string;
  metric: string;
  dim: string;
  n: string;
  a: string;
  b: string;
}

const day = (at: Date | string) =>
  new Date(new Date(at).getTime() + 8 * 3600 * 1000).toISOString().slice(0, 10);

export async function directTotals(ds: DataSource, fromDay: string, toDay: string): Promise<Total[]> {
  const sums = new Map<string, Total>();
  const add = (
    metric: string,
    at: Date | string | null | undefined,
    dim: string,
    a: unknown = 0,
    b: unknown = 0,
  ) => {
    if (at === null || at === undefined) return;
    const d = day(at);
    if (d < fromDay || d > toDay) return;
    const key = `${d}|${metric}|${dim}`;
    const t = sums.get(key) ?? { day: d, metric, dim, n: "0", a: "0", b: "0" };
    t.n = String(Number(t.n) + 1);
    t.a = String(BigInt(t.a) + BigInt(String(a ?? 0)));
    t.b = String(BigInt(t.b) + BigInt(String(b ?? 0)));
    sums.set(key, t);
  };
  type R = Record<string, string | Date | null>;
  for (const o of (await ds.query(`SELECT * FROM primary_order WHERE state = 'SUCCESS'`)) as R[]) {
    if (o.kind === "PRODUCT")
      add("primary_sales", o.paid_at, String(o.payment_way ?? o.pay_with), o.amount_twd, o.amount_jpoint);
    else add("jpoint_bought", o.paid_at, "", o.amount_twd, o.jpoint_credit);
  }
  for (const t of (await ds.query(`SELECT * FROM market_trade`)) as R[])
    add("market_trades", t.created_at, String(t.kind), t.total, t.fee);
  for (const c of (await ds.query(`SELECT * FROM jpoint_conversion_quote WHERE status = 'confirmed'`)) as R[])
    add("jpoint_converted", c.confirmed_at, "", c.jpoint, c.usdt_micro);
  for (const d of (await ds.query(`SELECT * FROM chain_deposit WHERE status = 'CREDITED'`)) as R[])
    add("deposits", d.credited_at, String(d.network), d.amount);
  for (const w of (await ds.query(`SELECT * FROM usdt_withdrawal WHERE status = 'SENT'`)) as R[])
    add("withdrawals", w.sent_at, String(w.network), w.amount, w.fee);
  for (const u of (await ds.query(`SELECT * FROM user_account WHERE role <> 'staff'`)) as R[])
    add("new_members", u.created_at, "");
  for (const k of (await ds.query(`SELECT * FROM kyc_submission`)) as R[]) {
    add("kyc", k.created_at, "SUBMITTED");
    if (k.status === "APPROVED" || k.status === "FAILED") add("kyc", k.reviewed_at, String(k.status));
  }
  return sort([...sums.values()]);
}

export function sort(rows: Total[]): Total[] {
  return rows
    .map((r) => ({
      day: r.day,
      metric: r.metric,
      dim: r.dim,
      n: String(r.n),
      a: String(r.a),
      b: String(r.b),
    }))
    .sort((x, y) => `${x.day}|${x.metric}|${x.dim}`.localeCompare(`${y.day}|${y.metric}|${y.dim}`));
}
