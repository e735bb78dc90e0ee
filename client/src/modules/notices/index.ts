/**
 * What other modules and the app shell use from the notices module: the header's bell and the
 * notice centre's URL.
 */
export { NoticeBell } from "./components/NoticeBell";
export { noticeUrl } from "./urls";
