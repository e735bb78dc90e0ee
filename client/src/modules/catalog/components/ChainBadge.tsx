import { Badge } from "@mantine/core";

/** A stable colour per chain (Ethereum, BNB Smart Chain, Polygon); others are grey. */
export function chainColor(code: string): string {
  const c = code.toLowerCase();
  if (c.includes("eth")) return "indigo";
  if (c.includes("bsc") || c.includes("bnb") || c.includes("binance")) return "yellow";
  if (c.includes("polygon") || c.includes("matic") || c.includes("pol")) return "grape";
  return "gray";
}

export function ChainBadge({
  code,
  name,
  size = "sm",
}: {
  code: string;
  name: string;
  size?: "xs" | "sm" | "md";
}) {
  return (
    <Badge color={chainColor(code)} variant="light" size={size} radius="sm" data-testid="chain-badge">
      {name}
    </Badge>
  );
}
