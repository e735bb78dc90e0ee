import { Button } from "@mantine/core";
import { IconHeart, IconHeartFilled } from "@tabler/icons-react";
import { useIntl } from "react-intl";

/** Like today (GMT+8): filled once liked; one like per celebrity per day. */
export function LikeButton({
  likedToday,
  pending,
  onLike,
  name,
}: {
  likedToday: boolean;
  pending: boolean;
  onLike: () => void;
  name: string;
}) {
  const intl = useIntl();
  const done = likedToday || pending;
  return (
    <Button
      size="compact-sm"
      variant={done ? "light" : "filled"}
      color="pink"
      leftSection={done ? <IconHeartFilled size={14} /> : <IconHeart size={14} />}
      disabled={done}
      onClick={onLike}
      aria-label={intl.formatMessage({ id: "celebrities.likeAria" }, { name })}
      data-testid="celebrity-like"
    >
      {intl.formatMessage({ id: done ? "celebrities.liked" : "celebrities.like" })}
    </Button>
  );
}
