import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i } },
    a11y: {
      // The whole page: dialogs and notices are fixed layers, checked wherever they render.
      context: 'body',
      options: { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      // Violations fail the story in `storybook test` runs and show red in the a11y panel.
      test: 'error',
    },
  },
};

export default preview;
