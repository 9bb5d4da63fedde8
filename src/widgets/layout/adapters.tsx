import type { IconName, Intent } from "@blueprintjs/core";
import { useMemo } from "react";
import type { DataResult, ListData, Text } from "../../engine";
import { followAppLink } from "../../engine/links";
import { useDataSource, useExpression, useTemplate, type WidgetProps } from "../../engine/react";
import { Status, type StatusKind } from "../status/Status";
import { WidgetState } from "../status/WidgetState";
import { Badge } from "./Badge";
import { Card } from "./Card";
import { Carousel, type CarouselItem } from "./Carousel";
import { Grid, GridCol, type GridColSpec } from "./Grid";
import { Html } from "./Html";
import { Page } from "./Page";
import { Tabs } from "./Tabs";

/*
 * Engine adaptors of the light layout widgets: each maps a node's props (WidgetProps) onto the plain
 * component. Texts go through `text`, child nodes through `render`, actions through `run`.
 */

/** The rows of a list answer (`pageList`/`list` adaptors) or of a bare array; [] otherwise. */
export function rowsOf(data: unknown): Record<string, unknown>[] {
  if (Array.isArray(data)) return data as Record<string, unknown>[];
  const rows = (data as Partial<ListData> | null)?.rows;
  return Array.isArray(rows) ? rows : [];
}

/** The error of a failed data source, as the widgets show it. */
export function errorOf(result: DataResult | undefined) {
  return result && !result.ok ? { message: result.error.message, logId: result.error.logId } : null;
}

export function PageWidget({ props, render, text }: WidgetProps<{ title?: Text; toolbar?: unknown[] }>) {
  return (
    <Page
      title={props.title ? text(props.title) : undefined}
      toolbar={props.toolbar ? render("toolbar") : undefined}
    >
      {render("body")}
    </Page>
  );
}

type GridColumnNode = GridColSpec & { body?: unknown[] };

export function GridWidget({
  props,
  render,
}: WidgetProps<{
  gutter?: number;
  align?: "top" | "middle" | "bottom" | "stretch";
  columns: GridColumnNode[];
}>) {
  return (
    <Grid gutter={props.gutter} align={props.align}>
      {props.columns.map(({ body, ...spans }, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: columns are positions in the document
        <GridCol key={i} {...spans}>
          {body ? render(["columns", i, "body"]) : null}
        </GridCol>
      ))}
    </Grid>
  );
}

interface TabNode {
  key: string;
  title: Text;
  disabled?: boolean;
  body?: unknown[];
}

export function TabsWidget({
  props,
  node,
  render,
  text,
}: WidgetProps<{
  tabs: TabNode[];
  defaultActiveKey?: string;
  maxLabelLength?: number;
  keepMounted?: boolean;
}>) {
  return (
    <Tabs
      id={`tabs${node.path.replace(/\//g, "-")}`}
      defaultActiveKey={props.defaultActiveKey}
      maxLabelLength={props.maxLabelLength}
      keepMounted={props.keepMounted}
      tabs={props.tabs.map((tab, i) => ({
        key: tab.key,
        title: text(tab.title),
        disabled: tab.disabled,
        content: tab.body ? render(["tabs", i, "body"]) : null,
      }))}
    />
  );
}

interface CardNode {
  title?: Text;
  icon?: string;
  colUrl?: string;
  newWindow?: boolean;
  height?: number;
  extra?: unknown[];
  body?: unknown[];
}

export function CardWidget({ props, render, text, runtime }: WidgetProps<CardNode>) {
  return (
    <Card
      title={props.title ? text(props.title) : undefined}
      icon={props.icon as IconName | undefined}
      colUrl={props.colUrl}
      newWindow={props.newWindow}
      height={props.height}
      extra={props.extra ? render("extra") : undefined}
      onNavigate={(path) => void runtime.host.navigate(path, {})}
    >
      {props.body ? render("body") : null}
    </Card>
  );
}

export function HtmlWidget({ props, runtime }: WidgetProps<{ html: string }>) {
  return <Html html={props.html} onAppLink={(path) => void runtime.host.navigate(path, {})} />;
}

/** Sanitised template output whose links of this app go through the document's host (the app's router). */
function TemplateHtml({ html, navigate }: { html: string; navigate: (path: string) => void }) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: only follows clicks on the links inside, which keep their own keyboard behaviour
    <div
      className="tessera-html"
      onClick={(event) => followAppLink(event, navigate)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the engine's renderTemplate sanitises with DOMPurify
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** The template rendered with the values of the scope (they are followed as they change). */
function ScopeTemplate({ navigate }: { navigate: (path: string) => void }) {
  const html = useTemplate("template");
  return <TemplateHtml html={html} navigate={navigate} />;
}

/** The template rendered with its source's data, with the loading and error states. */
function SourceTemplate({ navigate }: { navigate: (path: string) => void }) {
  const { status, result, reload } = useDataSource("source");
  const values = useMemo(() => ({ data: result?.ok ? result.data : null }), [result]);
  const html = useTemplate("template", values);
  return (
    <WidgetState
      loading={status === "loading" && !result}
      error={errorOf(result)}
      onRetry={() => void reload()}
    >
      <TemplateHtml html={html} navigate={navigate} />
    </WidgetState>
  );
}

export function TemplateWidget({ props, runtime }: WidgetProps<{ template: string; source?: unknown }>) {
  const navigate = (path: string) => void runtime.host.navigate(path, {});
  return props.source ? <SourceTemplate navigate={navigate} /> : <ScopeTemplate navigate={navigate} />;
}

export function CarouselWidget({
  props,
}: WidgetProps<{ items: CarouselItem[]; interval?: number; autoplay?: boolean; height?: number }>) {
  return (
    <Carousel items={props.items} interval={props.interval} autoplay={props.autoplay} height={props.height} />
  );
}

export function BadgeWidget({
  props,
  render,
}: WidgetProps<{ max?: number; showZero?: boolean; dot?: boolean; intent?: Intent; body?: unknown[] }>) {
  const count = useExpression("count");
  return (
    <Badge
      count={typeof count === "number" ? count : Number(count ?? 0)}
      max={props.max}
      showZero={props.showZero}
      dot={props.dot}
      intent={props.intent}
    >
      {props.body ? render("body") : undefined}
    </Badge>
  );
}

export function StatusWidget({
  props,
  text,
}: WidgetProps<{
  kind: StatusKind;
  title?: Text;
  description?: Text;
  back?: { to: string; label?: Text };
  fullPage?: boolean;
}>) {
  return (
    <Status
      kind={props.kind}
      title={props.title ? text(props.title) : undefined}
      description={props.description ? text(props.description) : undefined}
      back={
        props.back
          ? { to: props.back.to, label: props.back.label ? text(props.back.label) : undefined }
          : undefined
      }
      fullPage={props.fullPage}
    />
  );
}
