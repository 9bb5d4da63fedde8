export * from "./bpm";
export * from "./envelope";
export * from "./portal";
export * from "./uc";
