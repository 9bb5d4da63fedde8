/*
 * Row types of the home widgets' own endpoints (issue 5 shared decisions; CONTRACT §7). Flow rows
 * (to-do, done instances) come from src/api/contract/bpm.ts.
 */

/** A meeting of today: GET portal/meetingRoomAppointment/v1/pendingJson (PageList rows). */
export interface MeetingRow {
  id: string;
  /** 会议名称. */
  hymc: string;
  /** 开始时间. */
  kssj: string;
  /** 结束时间. */
  jssj?: string;
  /** 会议室. */
  hys?: string;
  taskId?: string;
}

/** Which list home-news shows: notices (通知公告) or news (新闻动态). */
export type NewsKind = "notice" | "news";

/** A news or notice row: GET portal/messageNews/v1/list | listNotice (PageList rows). */
export interface NewsRow {
  id: string;
  /** 标题. */
  fbt: string;
  /** 发布时间. */
  fkssj: string;
  /** 作者. */
  fzz?: string;
  /** 1 for a notice, 0 for news. */
  FSfxysp?: number | string;
  /** A notice's end date. */
  FJssj?: string;
}

/** A carousel image: GET portal/pressRelease/v1/getByType, or written in the widget's `images`. */
export interface CarouselImage {
  id?: string;
  src: string;
  title?: string;
  href?: string;
}

/** An often-used system tile: GET portal/oftenSystem/v1/list. */
export interface OftenSystem {
  id: string;
  name: string;
  url: string;
  icon?: string;
  color?: string;
}
