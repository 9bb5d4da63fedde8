import { screen, within } from "@testing-library/react";

/**
 * The element with `text` inside the dialog titled `title`, once it shows: a dialog that loads on first
 * opening (src/widgets/status/lazyDialog.tsx) shows a frame under the same title first, then its content.
 */
export async function findInDialog(title: string, text: RegExp | string): Promise<HTMLElement> {
  await screen.findByText(text, undefined, { timeout: 10_000 });
  return within(screen.getByRole("dialog", { name: title })).getByText(text);
}
