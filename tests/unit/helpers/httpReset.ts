import { afterEach } from "vitest";
import { setRuntimeContext } from "../../../src/api/hosts";
import { http } from "../../../src/api/http";

/** After each test of the file: the real axios adapter back, and no runtime context (tests set their own). */
export function restoreHttpAfterEach() {
  const original = http.defaults.adapter;
  afterEach(() => {
    http.defaults.adapter = original;
    setRuntimeContext(null);
  });
}
