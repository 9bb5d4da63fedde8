/* Plain-JSON helpers shared by the engine, the api, the kit and the features. */
export { isObject } from "./isObject";
