import { useId } from "react";
import { Group, Text } from "@mantine/core";

/** The Vitrine mark: a faceted "V" in a rounded tile, drawn inline (no external images). */
export function LogoMark({ size = 28 }: { size?: number }) {
  const gradientId = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#a088ee" />
          <stop offset="1" stopColor="#22b8cf" />
        </linearGradient>
      </defs>
      <rect x="1" y="1" width="30" height="30" rx="8" fill="#25262b" stroke="#373a40" />
      <path d="M7 9h4.2L16 21.2 20.8 9H25l-7.1 15h-3.8z" fill={`url(#${gradientId})`} />
    </svg>
  );
}

/** Mark plus the "Vitrine" wordmark. */
export function Logo({ size = 28 }: { size?: number }) {
  return (
    <Group gap={8} wrap="nowrap" component="span">
      <LogoMark size={size} />
      <Text
        component="span"
        fw={800}
        fz={size * 0.75}
        lh={1}
        variant="gradient"
        gradient={{ from: "vitrine.3", to: "cyan.4", deg: 45 }}
        style={{ letterSpacing: "-0.02em" }}
      >
        Vitrine
      </Text>
    </Group>
  );
}
