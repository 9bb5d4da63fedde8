// The app's one link rule (links, images, where the token may go), below every layer that applies it.
export * from "./links";
