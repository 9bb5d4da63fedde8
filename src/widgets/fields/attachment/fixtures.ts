import type { FileRef } from "../../form/types";

/** Stored files for the attachment field's stories and tests. */
export const storedFiles: FileRef[] = [
  { id: "f-1", name: "员工手册（2026 版）.pdf", size: 3_250_000 },
  { id: "f-2", name: "a.txt", size: 48_200 },
];

/** Many stored files (the list of a busy record). */
export const manyFiles: FileRef[] = Array.from({ length: 12 }, (_, index) => ({
  id: `m-${index + 1}`,
  name: `会议纪要-第${index + 1}次-附件材料.docx`,
  size: 20_000 + index * 180_000,
}));
