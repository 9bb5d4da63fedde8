/** The page-scope values of a flow screen document from the route's parameters (absent ones as defaults). */
export function screenData(
  screen: "start" | "task" | "inst",
  params: Readonly<Record<string, string | undefined>>,
): Record<string, string> {
  const pick = (names: string[], defaults: Record<string, string> = {}) =>
    Object.fromEntries(names.map((name) => [name, params[name] ?? defaults[name] ?? ""]));
  if (screen === "start")
    return pick(["defId", "defKey", "leaderId", "copyInstId", "instId"], { leaderId: "0" });
  if (screen === "task")
    return pick(["taskId", "leaderId", "from", "isTypeReject", "noSingle"], { leaderId: "0" });
  return pick(["instId", "type", "readId", "readType", "readDoneId", "myReadType"]);
}
