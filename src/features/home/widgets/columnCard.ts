import { createContext, useContext } from "react";

/**
 * True inside a home column's card, whose header already shows the column's name (and its "more" link):
 * a widget there does not repeat its own title (issue 13 §3), it keeps only its extras (badge, refresh).
 */
export const InColumnCardContext = createContext(false);

/** True when the widget is drawn inside a home column's card. */
export function useInColumnCard(): boolean {
  return useContext(InColumnCardContext);
}
