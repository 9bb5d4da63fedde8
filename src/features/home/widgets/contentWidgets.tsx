import type { WidgetProps } from "../../../engine/react";
import { Carousel, type CarouselItem } from "../../../widgets/layout/Carousel";
import { WidgetState } from "../../../widgets/status/WidgetState";
import { fetchRulePage, newsPath, rulePath } from "../../content";
import { fetchCarousel, fetchMeetings, fetchNews, fetchOftenSystems } from "./api";
import { MeetingList, NewsList, RuleList, SystemTiles } from "./HomeLists";
import { MEETING_LIST_PATH, openSystem } from "./links";
import type { CarouselImage, NewsKind } from "./types";
import { useLoad } from "./useLoad";
import { go, MEETING_ROWS, NEWS_ROWS } from "./widgetSupport";

/* The content widgets of the home page: meetings, news and notices, often-used systems, carousel. */

/** `home-meetings`: today's meetings (hymc, kssj); the heading opens /meetingList/0. */
export function HomeMeetingsWidget({ props, engine, runtime }: WidgetProps<{ rows?: number }>) {
  const rows = props.rows ?? MEETING_ROWS;
  const { fetcher } = engine.options;
  const state = useLoad(() => fetchMeetings(fetcher, rows), String(rows));
  return (
    <MeetingList
      rows={state.data ?? []}
      loading={state.loading}
      error={state.error}
      onRetry={() => void state.reload()}
      onHeading={() => go(runtime, MEETING_LIST_PATH)}
    />
  );
}

/** `home-news`: notices (kind notice) or news (kind news), title, author and date; a row opens /news/{id}. */
export function HomeNewsWidget({ props, engine, runtime }: WidgetProps<{ kind: NewsKind; rows?: number }>) {
  const rows = props.rows ?? NEWS_ROWS;
  const { fetcher } = engine.options;
  const state = useLoad(() => fetchNews(fetcher, props.kind, rows), `${props.kind}:${rows}`);
  return (
    <NewsList
      kind={props.kind}
      rows={state.data ?? []}
      loading={state.loading}
      error={state.error}
      onRetry={() => void state.reload()}
      hrefOf={(row) => newsPath(row.id)}
      onOpen={(row) => go(runtime, newsPath(row.id))}
    />
  );
}

/** `home-rules`: the latest published rules and regulations (title, date); a row opens /v-system/{id}. */
export function HomeRulesWidget({ props, engine, runtime }: WidgetProps<{ rows?: number }>) {
  const rows = props.rows ?? NEWS_ROWS;
  const { fetcher } = engine.options;
  const state = useLoad(() => fetchRulePage(fetcher, 1, rows).then((page) => page.rows), String(rows));
  return (
    <RuleList
      rows={state.data ?? []}
      loading={state.loading}
      error={state.error}
      onRetry={() => void state.reload()}
      hrefOf={(row) => rulePath(row.id)}
      onOpen={(row) => go(runtime, rulePath(row.id))}
    />
  );
}

/** `home-often-systems`: the server's often-used systems; a tile opens its address in a new window. */
export function HomeOftenSystemsWidget({ engine }: WidgetProps<Record<string, never>>) {
  const { fetcher } = engine.options;
  const state = useLoad(() => fetchOftenSystems(fetcher), "systems");
  return (
    <SystemTiles
      systems={state.data ?? []}
      loading={state.loading}
      error={state.error}
      onRetry={() => void state.reload()}
      onOpen={(system) => openSystem(system.url)}
    />
  );
}

/**
 * `home-carousel`: the images written in the node, or (with `pressType`) the press-release images of that
 * type from the server; a slide with href is a link (app path or http(s), new window).
 */
export function HomeCarouselWidget({
  props,
  engine,
}: WidgetProps<{ images?: CarouselImage[]; pressType?: string; interval?: number; height?: number }>) {
  const { fetcher } = engine.options;
  const remote = !props.images && !!props.pressType;
  const state = useLoad(
    () => (remote ? fetchCarousel(fetcher, props.pressType ?? "") : Promise.resolve(props.images ?? [])),
    remote ? `type:${props.pressType}` : "images",
  );
  const items: CarouselItem[] = (remote ? (state.data ?? []) : (props.images ?? [])).map((image) => ({
    src: image.src,
    title: image.title,
    href: image.href,
  }));
  if (remote && state.error) {
    return <WidgetState error={state.error} onRetry={() => void state.reload()} />;
  }
  return (
    <Carousel
      items={items}
      interval={props.interval}
      height={props.height}
      loading={remote && state.loading && !state.data}
    />
  );
}
