// What other features may use of the account area (they may not import its files directly).
export { roleNames } from "./pages/personal/personalInfo";
