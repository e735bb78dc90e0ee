import type { Page } from "../../../shared/paging.js";
import type { ContentItemView, StaffContentItemView } from "../services/content-view.js";
import type { BannerRow, LaunchNoticeRow } from "../repo/site-notice.repo.js";
import {
  ContentItemType,
  StaffContentItemType,
  StaffLaunchNoticeType,
  StaffMarketplaceBannerType,
} from "./content.types.js";

export const toItem = (v: ContentItemView) => Object.assign(new ContentItemType(), v);
export const toStaffItem = (v: StaffContentItemView) => Object.assign(new StaffContentItemType(), v);

export function toPageType<V, T, P extends object>(
  page: Page<V>,
  map: (v: V) => T,
  PageClass: new () => P,
): P {
  return Object.assign(new PageClass(), { ...page, items: page.items.map(map) });
}

export const toStaffNotice = (n: LaunchNoticeRow) => Object.assign(new StaffLaunchNoticeType(), n);
export const toStaffBanner = (b: BannerRow) => Object.assign(new StaffMarketplaceBannerType(), b);
