/** The `tessera:*` schema references a props or params schema may use (README §3). */
export const REF = {
  node: "tessera:node",
  nodes: "tessera:nodes",
  expression: "tessera:expression",
  value: "tessera:value",
  text: "tessera:text",
  template: "tessera:template",
  dataSource: "tessera:dataSource",
  actions: "tessera:actions",
} as const;

/** The id of one `tessera:*` reference. */
export type RefId = (typeof REF)[keyof typeof REF];

/** Ready-made `{"$ref": "tessera:…"}` schemas for props schemas: `title: ref.text`, `body: ref.nodes`. */
export const ref = {
  node: { $ref: REF.node },
  nodes: { $ref: REF.nodes },
  expression: { $ref: REF.expression },
  value: { $ref: REF.value },
  text: { $ref: REF.text },
  template: { $ref: REF.template },
  dataSource: { $ref: REF.dataSource },
  actions: { $ref: REF.actions },
} as const;
