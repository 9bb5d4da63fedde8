export { type LoadState, useLoad } from "../../api/query/useLoad";
