/**
 * What other modules and the app shell use from the notices module: the header's bell and the
 * notice centre's URL.
 */
export { LazyNoticeBell as NoticeBell } from "./components/LazyNoticeBell";
export { noticeUrl } from "./urls";
