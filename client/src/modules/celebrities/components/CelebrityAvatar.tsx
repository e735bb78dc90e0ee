import { Avatar } from "@mantine/core";

const COLORS = ["pink", "grape", "violet", "indigo", "cyan", "teal", "orange", "yellow"] as const;

/** Initials on a colour picked from the id: celebrities have no photo yet. */
export function CelebrityAvatar({
  id,
  name,
  size = "md",
}: {
  id: string;
  name: string;
  size?: string | number;
}) {
  return (
    <Avatar color={COLORS[Number(id) % COLORS.length]} radius="xl" size={size} name={name} variant="filled">
      {Array.from(name.trim())[0] ?? "?"}
    </Avatar>
  );
}
