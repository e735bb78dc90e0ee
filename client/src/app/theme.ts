import { createTheme, type MantineColorsTuple } from "@mantine/core";

/** Vitrine's accent: a violet that reads well on the dark background. */
const vitrine: MantineColorsTuple = [
  "#f3efff",
  "#e2dbfc",
  "#c2b3f4",
  "#a088ee",
  "#8463e8",
  "#724be5",
  "#683fe4",
  "#5832cb",
  "#4e2bb6",
  "#4223a1",
];

export const theme = createTheme({
  primaryColor: "vitrine",
  primaryShade: { light: 6, dark: 5 },
  colors: { vitrine },
  defaultRadius: "md",
  fontFamily:
    "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans TC', 'Noto Sans SC', 'Noto Sans JP', 'Noto Sans KR', sans-serif",
  headings: {
    fontFamily:
      "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans TC', 'Noto Sans SC', 'Noto Sans JP', 'Noto Sans KR', sans-serif",
    fontWeight: "700",
  },
  cursorType: "pointer",
  components: {
    Container: { defaultProps: { size: "xl" } },
  },
});
