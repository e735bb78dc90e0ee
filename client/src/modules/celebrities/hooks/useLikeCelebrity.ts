import { useCallback, useState } from "react";
import { useMutation } from "@apollo/client/react";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { CelebrityBoardQuery, CelebrityProfileQuery, LikeCelebrityMutation } from "../graphql/celebrities";

/**
 * Liking with an optimistic count: the celebrity's id is "pending" from the click until the board and
 * profile are read again, and pages add one to its shown likes meanwhile (unless the fresh data already
 * says it is liked today). A refusal (already liked, rate limit, sign in) removes it and shows the
 * catalogue message.
 */
export function useLikeCelebrity() {
  const handleError = useErrorHandler();
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [mutate] = useMutation(LikeCelebrityMutation, {
    refetchQueries: [CelebrityBoardQuery, CelebrityProfileQuery],
    awaitRefetchQueries: true,
  });
  const drop = (id: string) =>
    setPending((s) => {
      const next = new Set(s);
      next.delete(id);
      return next;
    });
  const like = useCallback(
    async (id: string) => {
      setPending((s) => new Set(s).add(id));
      try {
        await mutate({ variables: { id } });
      } catch (error) {
        handleError(error);
      } finally {
        drop(id);
      }
    },
    [mutate, handleError],
  );
  return { like, pending };
}

/** The likes to show: one more while a like is on its way and not yet in the data. */
export function shownLikes(likes: number, likedToday: boolean, pending: boolean): number {
  return pending && !likedToday ? likes + 1 : likes;
}
