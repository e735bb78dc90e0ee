import { useQuery } from "@apollo/client/react";
import { IssuesForPublisherQuery } from "../graphql/issuer";

/**
 * True once the server says the signed-in member issues for a publisher; false while loading, on an
 * error and for everyone else. Cache-first: the avatar menu and the mobile drawer share one answer.
 */
export function useIssuesForPublisher(): boolean {
  const { data } = useQuery(IssuesForPublisherQuery, { fetchPolicy: "cache-first" });
  return data?.issuesForPublisher === true;
}
