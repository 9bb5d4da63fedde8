import type { i18n as I18n } from "i18next";

/**
 * Blueprint writes a few accessible names in English with no prop to change them: the `Close` button of
 * toasts and dialogs and the `increment`/`decrement` buttons of NumericInput. This translates them where
 * they appear (portals included), once, and again when the language changes; the original text is kept
 * in `data-bp-label`. React never rewrites these attributes (their values are constants in Blueprint).
 */
const KEYS: Record<string, string> = {
  Close: "common.blueprint.close",
  increment: "common.blueprint.increment",
  decrement: "common.blueprint.decrement",
};

const SELECTOR = [...Object.keys(KEYS).map((name) => `[aria-label="${name}"]`), "[data-bp-label]"].join(",");

/** Gives one element its translated name (when it carries one of Blueprint's English names). */
function translate(element: Element, i18n: I18n) {
  const original = element.getAttribute("data-bp-label") ?? element.getAttribute("aria-label") ?? "";
  const key = KEYS[original];
  if (!key) return;
  const text = i18n.t(key);
  if (element.getAttribute("data-bp-label") !== original) element.setAttribute("data-bp-label", original);
  if (element.getAttribute("aria-label") !== text) element.setAttribute("aria-label", text);
}

function translateWithin(root: ParentNode, i18n: I18n) {
  if (root instanceof Element && root.matches(SELECTOR)) translate(root, i18n);
  for (const element of root.querySelectorAll(SELECTOR)) translate(element, i18n);
}

/** Starts translating Blueprint's built-in English names under `root`; returns the stop function. */
export function installBlueprintStrings(i18n: I18n, root: HTMLElement = document.body): () => void {
  translateWithin(root, i18n);
  const observer = new MutationObserver((mutations) => {
    for (const m of mutations) {
      if (m.type === "attributes") translate(m.target as Element, i18n);
      else for (const node of m.addedNodes) if (node instanceof Element) translateWithin(node, i18n);
    }
  });
  observer.observe(root, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ["aria-label"],
  });
  const onLanguage = () => translateWithin(root, i18n);
  i18n.on("languageChanged", onLanguage);
  return () => {
    observer.disconnect();
    i18n.off("languageChanged", onLanguage);
  };
}
