import type { StorybookConfig } from "@storybook/react-vite";

/** Storybook for the portal's components (written by hand: `storybook init` is not used here). */
const config: StorybookConfig = {
  framework: { name: "@storybook/react-vite", options: {} },
  stories: ["../src/**/*.stories.@(ts|tsx)"],
  addons: ["@storybook/addon-docs"],
  core: { disableTelemetry: true },
  // The app is served under /fvue/; the Storybook build is a standalone site served from anywhere.
  viteFinal: (viteConfig) => ({ ...viteConfig, base: "./" }),
};

export default config;
