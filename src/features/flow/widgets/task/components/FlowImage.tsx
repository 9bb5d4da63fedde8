import { useTranslation } from "react-i18next";
import "../flowTask.css";

export interface FlowImageProps {
  /** The diagram as SVG text from instanceFlowImage. */
  svg: string;
}

/**
 * The data URL of an SVG: the diagram is shown through an <img> (the CSP allows data: images), so its
 * markup is never put into the page as HTML and any script in it never runs.
 */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The instance's flow diagram (流程图). */
export function FlowImage({ svg }: FlowImageProps) {
  const { t } = useTranslation();
  return (
    <div className="tessera-flow-image">
      <img src={svgDataUrl(svg)} alt={t("flowTask.image.alt")} />
    </div>
  );
}
