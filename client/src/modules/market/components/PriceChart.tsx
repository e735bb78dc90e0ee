import { useIntl } from "react-intl";

const W = 600;
const H = 200;
const PAD = 24;

/** A plain SVG line of unit prices over time (oldest left). */
export function PriceChart({ points }: { points: readonly { at: string; unitPrice: string }[] }) {
  const intl = useIntl();
  const values = points.map((p) => ({ t: Date.parse(p.at), v: Number(p.unitPrice) }));
  const ts = values.map((p) => p.t);
  const vs = values.map((p) => p.v);
  const [t0, t1] = [Math.min(...ts), Math.max(...ts)];
  const [v0, v1] = [Math.min(...vs), Math.max(...vs)];
  const x = (t: number) => PAD + (t1 === t0 ? (W - 2 * PAD) / 2 : ((t - t0) / (t1 - t0)) * (W - 2 * PAD));
  const y = (v: number) => H - PAD - (v1 === v0 ? (H - 2 * PAD) / 2 : ((v - v0) / (v1 - v0)) * (H - 2 * PAD));
  const path = values
    .map((p, i) => `${i === 0 ? "M" : "L"}${x(p.t).toFixed(1)},${y(p.v).toFixed(1)}`)
    .join(" ");
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      width="100%"
      role="img"
      aria-label={intl.formatMessage({ id: "market.tabs.priceChart" }, { min: v0, max: v1 })}
      data-testid="price-chart"
    >
      <line x1={PAD} y1={H - PAD} x2={W - PAD} y2={H - PAD} stroke="var(--mantine-color-dark-4)" />
      <path d={path} fill="none" stroke="var(--mantine-color-teal-5)" strokeWidth={2} />
      {values.map((p, i) => (
        <circle key={i} cx={x(p.t)} cy={y(p.v)} r={3} fill="var(--mantine-color-teal-4)" />
      ))}
      <text x={PAD} y={PAD - 6} fill="var(--mantine-color-dimmed)" fontSize={12}>
        {v1}
      </text>
      <text x={PAD} y={H - 6} fill="var(--mantine-color-dimmed)" fontSize={12}>
        {v0}
      </text>
    </svg>
  );
}
