import { nextTick, onMounted, watch } from 'vue';
import { useRoute, type Theme } from 'vitepress';
import DefaultTheme from 'vitepress/theme';
import { mountLiveExamples } from './live-examples';
import './live-examples.css';

/**
 * The default theme, plus the elements reference's live examples: once a page is on screen
 * (hydrated, or reached by the site's router), its `.portico-live` boxes get their element from
 * the server that serves the site.
 */
export default {
  extends: DefaultTheme,
  setup() {
    const route = useRoute();
    onMounted(() => void mountLiveExamples(document));
    watch(
      () => route.path,
      () => void nextTick(() => mountLiveExamples(document)),
    );
  },
} satisfies Theme;
