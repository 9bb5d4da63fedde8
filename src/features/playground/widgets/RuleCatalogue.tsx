import { Callout, Code, H3, H5, HTMLTable, InputGroup, Tag } from "@blueprintjs/core";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Lang, RuleMeta } from "../../../engine/rules/contract";
import "./ruleCatalogue.css";

export interface RuleCatalogueProps {
  /** The rule metadata to document (the `catalogue` of src/engine/rules). */
  rules: readonly RuleMeta[];
}

/** One example of a rule as a line of text: `max:3 ("abcd") → 长度不能超过3` or `ROUND(1.005, 2) = 1.01`. */
export function exampleText(rule: RuleMeta, index: number): string {
  if (rule.kind === "validator") {
    const ex = rule.examples[index];
    const outcome = ex.expected === true ? "✓" : `→ ${ex.expected}`;
    return `${ex.rule} (${JSON.stringify(ex.value)}) ${outcome}`;
  }
  const ex = rule.examples[index];
  const call = `${rule.name}(${ex.args.map((a) => JSON.stringify(a)).join(", ")})`;
  return ex.throws ? `${call} ⚠ ${ex.throws}` : `${call} = ${JSON.stringify(ex.expected)}`;
}

/**
 * The rule catalogue's documentation page, generated from the same metadata the engine registers:
 * every validator and calculation with its parameters, messages and examples, filterable by name.
 */
export function RuleCatalogue({ rules }: RuleCatalogueProps) {
  const { t, i18n } = useTranslation();
  const lang: Lang = i18n.language === "en-US" ? "en-US" : "zh-CN";
  const [filter, setFilter] = useState("");
  const shown = useMemo(() => {
    const q = filter.trim().toLowerCase();
    return q
      ? rules.filter((r) => [r.name, ...r.aliases, r.doc[lang]].some((s) => s.toLowerCase().includes(q)))
      : rules;
  }, [rules, filter, lang]);
  const section = (kind: RuleMeta["kind"]) => shown.filter((r) => r.kind === kind);
  return (
    <div className="tessera-rule-catalogue">
      <InputGroup
        leftIcon="search"
        placeholder={t("ruleDocs.filter")}
        aria-label={t("ruleDocs.filter")}
        value={filter}
        onValueChange={setFilter}
      />
      {shown.length === 0 && <Callout intent="primary">{t("ruleDocs.none")}</Callout>}
      {(["validator", "calculation"] as const).map((kind) =>
        section(kind).length ? (
          <section key={kind}>
            <H3>{t(kind === "validator" ? "ruleDocs.validators" : "ruleDocs.calculations")}</H3>
            <HTMLTable compact striped className="tessera-rule-table">
              <thead>
                <tr>
                  <th>{t("ruleDocs.name")}</th>
                  <th>{t("ruleDocs.doc")}</th>
                  <th>{t("ruleDocs.messages")}</th>
                  <th>{t("ruleDocs.examples")}</th>
                </tr>
              </thead>
              <tbody>
                {section(kind).map((rule) => (
                  <tr key={rule.name}>
                    <td>
                      <H5>
                        <Code>{rule.name}</Code>
                      </H5>
                      {rule.async && <Tag minimal>{t("ruleDocs.async")}</Tag>}
                      {rule.aliases.length > 0 && (
                        <div className="tessera-rule-aliases">
                          {t("ruleDocs.aliases")}: {rule.aliases.join(", ")}
                        </div>
                      )}
                    </td>
                    <td>{rule.doc[lang]}</td>
                    <td>
                      <ul>
                        {Object.entries(rule.messages).map(([key, text]) => (
                          <li key={key}>{text[lang]}</li>
                        ))}
                      </ul>
                    </td>
                    <td>
                      <ul>
                        {rule.examples.map((_, i) => (
                          // biome-ignore lint/suspicious/noArrayIndexKey: examples are a fixed list
                          <li key={i}>
                            <Code>{exampleText(rule, i)}</Code>
                          </li>
                        ))}
                      </ul>
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </section>
        ) : null,
      )}
    </div>
  );
}
