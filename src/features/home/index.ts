// What other features (and the app) may use of the home area (they may not import its files directly).
export { homeWidgets } from "./widgets/definitions";
