import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import "../../i18n";
import { FileTreeDialog, formatFileSize } from "./FileTreeDialog";
import { sampleFiles } from "./fixtures";

describe("FileTreeDialog", () => {
  it("shows sizes in M above 1 MB and in K below", () => {
    expect(formatFileSize(1_048_576)).toBe("1024.00K");
    expect(formatFileSize(1_048_577)).toBe("1.00M");
    expect(formatFileSize(3_250_000)).toBe("3.10M");
    expect(formatFileSize(48_200)).toBe("47.07K");
    expect(formatFileSize(undefined)).toBe("");
  });

  it("opens folders and links each file to downloadUrl(id)", () => {
    render(
      <FileTreeDialog isOpen onClose={() => {}} files={sampleFiles} downloadUrl={(id) => `/dl/${id}`} />,
    );
    expect(screen.getByRole("button", { name: "下载 通讯录.xlsx" })).toHaveAttribute("href", "/dl/f-4");
    expect(screen.queryByText("员工手册（2026 版）.pdf")).toBeNull();
    fireEvent.click(screen.getByText("规章制度"));
    expect(screen.getByText("员工手册（2026 版）.pdf")).toBeInTheDocument();
    expect(screen.getByText("3.10M")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "下载 考勤管理办法.docx" })).toHaveAttribute("href", "/dl/f-2");
  });

  it("opens every folder at once with defaultExpanded", () => {
    render(
      <FileTreeDialog
        isOpen
        onClose={() => {}}
        files={sampleFiles}
        downloadUrl={(id) => `/dl/${id}`}
        defaultExpanded
      />,
    );
    expect(screen.getByText("员工手册（2026 版）.pdf")).toBeInTheDocument();
    // Nested folders too.
    expect(screen.getByRole("button", { name: "下载 差旅费报销标准.xlsx" })).toHaveAttribute(
      "href",
      "/dl/f-3",
    );
  });

  it("says 暂无文件 when there are none", () => {
    render(<FileTreeDialog isOpen onClose={() => {}} files={[]} downloadUrl={(id) => id} />);
    expect(screen.getByText("暂无文件")).toBeInTheDocument();
  });
});
