/** Message ids for enum values (literal ids, so the messages test can find them). */
export const ACTION_LABEL: Record<string, string> = {
  VENUE_QR: "stamps.action.VENUE_QR",
  PURCHASE: "stamps.action.PURCHASE",
  QUIZ: "stamps.action.QUIZ",
  REDEEM: "stamps.action.REDEEM",
};

export const STATE_LABEL: Record<string, string> = {
  UPCOMING: "stamps.state.UPCOMING",
  OPEN: "stamps.state.OPEN",
  ENDED: "stamps.state.ENDED",
  DRAWN: "stamps.state.DRAWN",
};

export const STATE_COLOR: Record<string, string> = {
  UPCOMING: "gray",
  OPEN: "teal",
  ENDED: "orange",
  DRAWN: "grape",
};
