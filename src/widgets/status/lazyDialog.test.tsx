import { Dialog, DialogBody } from "@blueprintjs/core";
import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { lazyDialog } from "./lazyDialog";

interface NoteDialogProps {
  isOpen: boolean;
  note: string;
  onClose: () => void;
}

function NoteDialog({ isOpen, note, onClose }: NoteDialogProps) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="备注">
      <DialogBody>
        <p>内容：{note}</p>
      </DialogBody>
    </Dialog>
  );
}

/** A load the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

function Opener({ Lazy }: { Lazy: React.ComponentType<NoteDialogProps> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        打开
      </button>
      <Lazy isOpen={open} note="周五前交" onClose={() => setOpen(false)} />
    </>
  );
}

describe("lazyDialog", () => {
  it("loads nothing until the dialog first opens, shows its title with the loading state, then the dialog", async () => {
    const chunk = deferred<typeof NoteDialog>();
    const load = vi.fn(() => chunk.promise);
    const Lazy = lazyDialog<NoteDialogProps>(load, (props) => ({ title: "备注", onClose: props.onClose }));
    render(<Opener Lazy={Lazy} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "打开" }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole("dialog")).toHaveTextContent("备注");
    expect(screen.getByText("加载中…")).toBeInTheDocument();

    chunk.resolve(NoteDialog);
    expect(await screen.findByText("内容：周五前交")).toBeInTheDocument();
    expect(screen.queryByText("加载中…")).toBeNull();
  });

  it("closes from the loading frame through the dialog's own onClose", async () => {
    const chunk = deferred<typeof NoteDialog>();
    const onClose = vi.fn();
    const Lazy = lazyDialog<NoteDialogProps>(
      () => chunk.promise,
      (props) => ({ title: "备注", onClose: props.onClose }),
    );
    render(<Lazy isOpen note="x" onClose={onClose} />);
    fireEvent.click(await screen.findByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("shows a failed chunk as an error with 重试 in the frame, and 重试 loads it again", async () => {
    let calls = 0;
    const Lazy = lazyDialog<NoteDialogProps>(
      async () => {
        calls++;
        if (calls === 1)
          throw new TypeError("Failed to fetch dynamically imported module: /fvue/assets/n.js");
        return NoteDialog;
      },
      (props) => ({ title: "备注", onClose: props.onClose }),
    );
    render(<Lazy isOpen note="周五前交" onClose={() => {}} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch dynamically imported module");
    fireEvent.click(screen.getByRole("button", { name: "重试" }));
    expect(await screen.findByText("内容：周五前交")).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
