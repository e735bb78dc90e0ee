import { Avatar, type AvatarProps } from "@mantine/core";

/** The profile picture, or the first two letters of the name on the brand colour. */
export function UserAvatar({
  name,
  src,
  ...props
}: { name: string; src?: string | null } & Omit<AvatarProps, "src" | "children">) {
  const initials = name.trim().slice(0, 2).toUpperCase();
  return (
    <Avatar radius="xl" color="violet" src={src ?? undefined} alt={name} {...props}>
      {initials}
    </Avatar>
  );
}
