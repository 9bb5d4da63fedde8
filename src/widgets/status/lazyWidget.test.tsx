import { fireEvent, render, screen } from "@testing-library/react";
import { Component, type ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { ChunkLoadError } from "../../platform/lazyPage";
import { lazyWidget } from "./lazyWidget";
import { WidgetState } from "./WidgetState";

interface GreetingProps {
  name: string;
}

function Greeting({ name }: GreetingProps) {
  return <p>你好，{name}</p>;
}

const states = {
  loading: () => <WidgetState loading />,
  failed: (_props: GreetingProps, error: Error, retry: () => void) => (
    <WidgetState error={error.message} onRetry={retry} />
  ),
};

/** A load the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

class Outer extends Component<{ children: ReactNode }, { error: Error | null }> {
  state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p>外层捕获：{this.state.error.message}</p> : this.props.children;
  }
}

describe("lazyWidget", () => {
  it("shows the loading state (a status with 加载中) until the chunk arrives, then the widget with its props", async () => {
    const load = deferred<typeof Greeting>();
    const Lazy = lazyWidget<GreetingProps>(() => load.promise, states);
    render(<Lazy name="张三" />);
    expect(screen.getByRole("status")).toHaveAttribute("aria-busy", "true");
    expect(screen.getByText("加载中…")).toBeInTheDocument();
    load.resolve(Greeting);
    expect(await screen.findByText("你好，张三")).toBeInTheDocument();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("shows the failed chunk as an error with 重试, and 重试 loads it again", async () => {
    let calls = 0;
    const Lazy = lazyWidget<GreetingProps>(async () => {
      calls++;
      if (calls === 1) throw new TypeError("Failed to fetch dynamically imported module: /fvue/assets/x.js");
      return Greeting;
    }, states);
    render(<Lazy name="李四" />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch dynamically imported module");
    fireEvent.click(screen.getByRole("button", { name: "重试" }));
    expect(await screen.findByText("你好，李四")).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it("leaves an error the widget itself throws to the boundary above (only a failed chunk is its own)", async () => {
    function Broken(): never {
      throw new Error("组件渲染失败");
    }
    const Lazy = lazyWidget<GreetingProps>(async () => Broken, states);
    render(
      <Outer>
        <Lazy name="王五" />
      </Outer>,
    );
    expect(await screen.findByText("外层捕获：组件渲染失败")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "重试" })).toBeNull();
  });

  it("treats a chunk that times out as failed", async () => {
    const Lazy = lazyWidget<GreetingProps>(
      () => Promise.reject(new ChunkLoadError("Script chunk did not load within 120 s")),
      states,
    );
    render(<Lazy name="赵六" />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Script chunk did not load within 120 s");
  });
});
