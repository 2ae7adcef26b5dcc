import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import { defaultClientConditions, mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: [
    '../packages/elements/src/**/*.stories.tsx',
    '../packages/console/src/**/*.stories.tsx',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // axe-core on every story (the panel, and `test` in preview.ts); it searches open shadow roots.
  addons: ['@storybook/addon-a11y'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Workspace packages resolve to their TypeScript source, as in every other Vite config here.
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [tailwindcss()],
      resolve: { conditions: ['source', ...defaultClientConditions] },
    }),
};

export default config;
