export { REF, type RefId, ref } from "./schema/refs";
export * from "./types";
