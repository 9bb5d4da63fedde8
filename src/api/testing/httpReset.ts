import { afterEach } from "vitest";
import { setRuntimeContext } from "../hosts";
import { http } from "../http";

/** After each test of the file: the real axios adapter back, and no runtime context (tests set their own). */
export function restoreHttpAfterEach() {
  const original = http.defaults.adapter;
  afterEach(() => {
    http.defaults.adapter = original;
    setRuntimeContext(null);
  });
}
