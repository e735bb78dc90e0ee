// The public surface of the staff-console domain (issue 18; docs/STAFF-CONSOLE.md): member lookup and
// listing moderation over other domains' public surfaces. It owns no table.
export {
  memberActivity,
  MEMBER_VIEWS,
  type MemberRowView,
  type MemberView,
} from "./services/member-activity.service.js";
export { memberProfile, resolveMemberId, type StaffMemberView } from "./services/member-lookup.service.js";
export { takeDownListing } from "./services/takedown.service.js";
export {
  auditLogRows,
  AUDIT_EXPORT_HEADERS,
  MEMBER_EXPORT_HEADERS,
  memberActivityRows,
  writeSheet,
} from "./services/export.service.js";
