import type { ShowroomStatus } from "../../gql/graphql";

/** A room's status label, spelled out so every message id is a literal (messageIds.test). */
export const STATUS_MESSAGE = {
  DRAFT: "showrooms.status.DRAFT",
  PRIVATE: "showrooms.status.PRIVATE",
  PUBLISHED: "showrooms.status.PUBLISHED",
  TAKEN_DOWN: "showrooms.status.TAKEN_DOWN",
} as const satisfies Record<ShowroomStatus, string>;
