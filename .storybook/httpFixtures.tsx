import type { Decorator } from "@storybook/react-vite";
import type { AxiosAdapter } from "axios";
import { peekRuntimeContext, setRuntimeContext } from "../src/api/hosts";
import { http } from "../src/api/http";
import { TEST_CONTEXT } from "../src/api/testing/fakeAdapter";

/**
 * A decorator that answers the story's HTTP from fixtures (no server in Storybook): installs the adapter
 * `makeAdapter` gives (build it with src/api/testing/fakeAdapter's `fakeAdapter`) and, when there is
 * none yet, a runtime context whose hosts are http://api.test.
 */
export const withFakeHttp =
  (makeAdapter: () => AxiosAdapter): Decorator =>
  (Story) => {
    if (!peekRuntimeContext()) setRuntimeContext({ ...TEST_CONTEXT });
    http.defaults.adapter = makeAdapter();
    return <Story />;
  };
