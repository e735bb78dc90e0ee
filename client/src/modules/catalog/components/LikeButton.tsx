import { useState } from "react";
import { Button } from "@mantine/core";
import { IconHeart, IconHeartFilled } from "@tabler/icons-react";
import type { ApolloCache } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import { useIntl } from "react-intl";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { useRequireSignIn } from "../../accounts";
import { LikeCardMutation, UnlikeCardMutation } from "../graphql/cardPage";

function setCachedLikes(cache: ApolloCache, answer: { cardId: string; likes: number }) {
  cache.modify({
    id: cache.identify({ __typename: "Card", id: answer.cardId }),
    fields: { likes: () => answer.likes },
  });
}

/**
 * The card page's like button with its live count. A click shows the new state at once and rolls it
 * back when the gateway refuses; the gateway's answer (the exact count after this like) then wins.
 * A visitor is asked to sign in instead (1010 behaviour).
 */
export function LikeButton({ cardId, likes, liked }: { cardId: string; likes: number; liked: boolean }) {
  const intl = useIntl();
  const requireSignIn = useRequireSignIn();
  const handleError = useErrorHandler();
  const [shown, setShown] = useState<{ likes: number; liked: boolean } | null>(null);
  // The gateway's count goes into the cached card too, so its tiles elsewhere show it.
  const [like, likeState] = useMutation(LikeCardMutation, {
    update: (cache, { data }) => data && setCachedLikes(cache, data.likeCard),
  });
  const [unlike, unlikeState] = useMutation(UnlikeCardMutation, {
    update: (cache, { data }) => data && setCachedLikes(cache, data.unlikeCard),
  });
  const current = shown ?? { likes, liked };
  const busy = likeState.loading || unlikeState.loading;

  const toggle = () =>
    requireSignIn(() => {
      const before = current;
      const next = { liked: !before.liked, likes: Math.max(0, before.likes + (before.liked ? -1 : 1)) };
      setShown(next);
      const run = next.liked ? like({ variables: { cardId } }) : unlike({ variables: { cardId } });
      run
        .then((result) => {
          const answer =
            result.data && ("likeCard" in result.data ? result.data.likeCard : result.data.unlikeCard);
          if (answer) setShown({ likes: answer.likes, liked: answer.liked });
        })
        .catch((error: unknown) => {
          setShown(before);
          handleError(error);
        });
    });

  return (
    <Button
      variant={current.liked ? "filled" : "light"}
      color="pink"
      radius="xl"
      onClick={toggle}
      disabled={busy}
      aria-pressed={current.liked}
      leftSection={current.liked ? <IconHeartFilled size={16} /> : <IconHeart size={16} />}
      aria-label={intl.formatMessage({ id: current.liked ? "catalog.card.unlike" : "catalog.card.like" })}
      data-testid="card-like"
      data-liked={current.liked}
    >
      <span data-testid="card-like-count">{intl.formatNumber(current.likes)}</span>
    </Button>
  );
}
