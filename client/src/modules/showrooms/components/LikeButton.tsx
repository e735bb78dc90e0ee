import { Button } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { IconHeart, IconHeartFilled } from "@tabler/icons-react";
import { FormattedMessage } from "react-intl";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { useRequireSignIn } from "../../accounts";
import { LikeShowroomMutation } from "../graphql/showrooms";

/** Likes a published room (one like per member); visitors are asked to sign in first. */
export function LikeButton({ id, liked, count }: { id: string; liked: boolean; count: number }) {
  const onError = useErrorHandler();
  const requireSignIn = useRequireSignIn();
  const [like, { loading }] = useMutation(LikeShowroomMutation);
  return (
    <Button
      variant={liked ? "filled" : "light"}
      color="pink"
      leftSection={liked ? <IconHeartFilled size={16} /> : <IconHeart size={16} />}
      loading={loading}
      data-testid="showroom-like"
      aria-pressed={liked}
      onClick={() => requireSignIn(() => void like({ variables: { id, like: !liked } }).catch(onError))}
    >
      <FormattedMessage id="showrooms.likes" values={{ count }} />
    </Button>
  );
}
