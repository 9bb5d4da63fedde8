/** Timing helpers of the browser bench: macrotask ticks and medians. */

/** Resolves after one macrotask (MessageChannel: no timer clamping), so passive effects can run. */
export function tick(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/** Resolves on the next animation frame. */
export const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
export const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

/** Sets an input's value the way a user does, so React's onChange runs (native setter + input event). */
export function typeInto(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * Keystroke latency: types `count` characters into the input, one at a time, and times each from the
 * event until React has committed and its effects ran (two macrotasks later).
 */
export async function keystrokes(input: HTMLInputElement, count: number): Promise<number[]> {
  const times: number[] = [];
  let value = input.value;
  for (let i = 0; i < count; i++) {
    value += String.fromCharCode(97 + (i % 26));
    const t0 = performance.now();
    typeInto(input, value);
    await tick();
    await tick();
    times.push(performance.now() - t0);
  }
  return times;
}
