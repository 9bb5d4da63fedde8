export * from "./envelope";
export * from "./portal";
export * from "./uc";
export * from "./bpm";
