export * from "./bpm";
export * from "./envelope";
export * from "./files";
export * from "./home";
export * from "./portal";
export * from "./turns";
export * from "./uc";
