import { useIntl } from "react-intl";

const W = 600;
const H = 220;
const PAD_X = 16;
const PAD_Y = 28;

/**
 * A price history chart (the card page's and the product page's price tab): a plain SVG line of trade
 * unit prices over time (oldest left), scaled to its box, with the lowest and highest price written on
 * it. No chart library: this is all the product needs of one.
 */
export function PriceLineChart({
  points,
  testId = "price-chart",
}: {
  points: readonly { at: string; unitPrice: string }[];
  testId?: string;
}) {
  const intl = useIntl();
  const values = points.map((p) => ({ t: Date.parse(p.at), v: Number(p.unitPrice) }));
  const ts = values.map((p) => p.t);
  const vs = values.map((p) => p.v);
  const [t0, t1] = [Math.min(...ts), Math.max(...ts)];
  const [v0, v1] = [Math.min(...vs), Math.max(...vs)];
  const x = (t: number) =>
    PAD_X + (t1 === t0 ? (W - 2 * PAD_X) / 2 : ((t - t0) / (t1 - t0)) * (W - 2 * PAD_X));
  const y = (v: number) =>
    H - PAD_Y - (v1 === v0 ? (H - 2 * PAD_Y) / 2 : ((v - v0) / (v1 - v0)) * (H - 2 * PAD_Y));
  const line = values
    .map((p, i) => `${i === 0 ? "M" : "L"}${x(p.t).toFixed(1)},${y(p.v).toFixed(1)}`)
    .join(" ");
  const fmt = (v: number) => intl.formatNumber(v, { maximumFractionDigits: 6 });
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      width="100%"
      role="img"
      aria-label={intl.formatMessage({ id: "market.tabs.priceChart" }, { min: fmt(v0), max: fmt(v1) })}
      data-testid={testId}
      style={{ display: "block", maxHeight: 260 }}
    >
      <line x1={PAD_X} y1={H - PAD_Y} x2={W - PAD_X} y2={H - PAD_Y} stroke="var(--mantine-color-dark-4)" />
      <line
        x1={PAD_X}
        y1={PAD_Y}
        x2={W - PAD_X}
        y2={PAD_Y}
        stroke="var(--mantine-color-dark-5)"
        strokeDasharray="4 4"
      />
      <path d={line} fill="none" stroke="var(--mantine-color-teal-5)" strokeWidth={2} />
      {values.map((p, i) => (
        <circle key={i} cx={x(p.t)} cy={y(p.v)} r={3.5} fill="var(--mantine-color-teal-4)" />
      ))}
      <text x={PAD_X} y={PAD_Y - 8} fill="var(--mantine-color-dimmed)" fontSize={13}>
        {fmt(v1)} USDT
      </text>
      <text x={PAD_X} y={H - 8} fill="var(--mantine-color-dimmed)" fontSize={13}>
        {fmt(v0)} USDT
      </text>
    </svg>
  );
}
