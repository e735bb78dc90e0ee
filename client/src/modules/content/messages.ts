import type { ContentKind, ContentState } from "../../gql/graphql";
import type { StateAction } from "./hooks/useContentActions";
import type { WEB_TYPES } from "./kinds";

/** Message ids of the content module's codes, spelled out so every id is a literal (messageIds.test). */
export const KIND_MESSAGE = {
  ANNOUNCEMENT: "staff.content.kind.ANNOUNCEMENT",
  NEWS: "staff.content.kind.NEWS",
  EDITORIAL: "staff.content.kind.EDITORIAL",
  EVENT: "staff.content.kind.EVENT",
  BEGINNER_GUIDE: "staff.content.kind.BEGINNER_GUIDE",
  BUSINESS_SERVICES: "staff.content.kind.BUSINESS_SERVICES",
  PERFORMANCE_GUARANTEE: "staff.content.kind.PERFORMANCE_GUARANTEE",
  JOIN_COMMUNITY: "staff.content.kind.JOIN_COMMUNITY",
  ABOUT: "staff.content.kind.ABOUT",
} as const satisfies Record<ContentKind, string>;

export const STATE_MESSAGE = {
  DRAFT: "staff.content.state.DRAFT",
  SCHEDULED: "staff.content.state.SCHEDULED",
  PUBLISHED: "staff.content.state.PUBLISHED",
  ARCHIVED: "staff.content.state.ARCHIVED",
} as const satisfies Record<ContentState, string>;

/** Announcement web types (3 portal, 4 marketplace). */
export const WEB_TYPE_MESSAGE = {
  3: "content.webType.3",
  4: "content.webType.4",
} as const satisfies Record<(typeof WEB_TYPES)[number], string>;

/** A revision's action (the gateway sends it as a plain string). */
export const REVISION_MESSAGE: Record<string, string> = {
  CREATED: "staff.content.revision.CREATED",
  EDITED: "staff.content.revision.EDITED",
  SCHEDULED: "staff.content.revision.SCHEDULED",
  PUBLISHED: "staff.content.revision.PUBLISHED",
  ARCHIVED: "staff.content.revision.ARCHIVED",
  UNSCHEDULED: "staff.content.revision.UNSCHEDULED",
  RESTORED: "staff.content.revision.RESTORED",
};

/** The snackbar after a state change. */
export const DONE_MESSAGE = {
  publish: "staff.content.done.publish",
  unschedule: "staff.content.done.unschedule",
  archive: "staff.content.done.archive",
  restore: "staff.content.done.restore",
} as const satisfies Record<StateAction, string>;

/** The categories with a translated label; staff may type any other, which is shown as typed. */
export const CATEGORY_MESSAGE: Record<string, string> = {
  maintenance: "content.category.maintenance",
  release: "content.category.release",
  event: "content.category.event",
  update: "content.category.update",
  notice: "content.category.notice",
  policy: "content.category.policy",
  interview: "content.category.interview",
  guide: "content.category.guide",
};

/** The id for a code, or undefined for one this client does not know (shown as it is). */
export const labelOf = (messages: Record<string, string>, code: string): string | undefined =>
  Object.hasOwn(messages, code) ? messages[code] : undefined;
