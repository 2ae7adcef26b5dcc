import { computed } from 'vue';
import { useData } from 'vitepress';

/**
 * The default theme's language switch, offering only the languages this page is written in.
 * The theme links every page to the same path in every other language, and most pages exist in
 * English only: the switch would lead to a 404. The build records on each page which languages
 * it exists in (`translations`, config.ts), and this composable, which the theme's own
 * components import in place of theirs (the alias in config.ts), leaves the others out; with no
 * other language left, the switch is not shown at all.
 */
export function useLangs({ correspondingLink = false } = {}) {
  const { site, localeIndex, page, theme, hash, frontmatter } = useData();
  const currentLang = computed(() => ({
    label: site.value.locales[localeIndex.value]?.label,
    link:
      site.value.locales[localeIndex.value]?.link ||
      (localeIndex.value === 'root' ? '/' : `/${localeIndex.value}/`),
  }));
  const localeLinks = computed(() => {
    const written = (frontmatter.value.translations ?? []) as string[];
    return Object.entries(site.value.locales).flatMap(([key, value]) =>
      currentLang.value.label === value.label || (correspondingLink && !written.includes(key))
        ? []
        : {
            text: value.label,
            link:
              normalizeLink(
                value.link || (key === 'root' ? '/' : `/${key}/`),
                theme.value.i18nRouting !== false && correspondingLink,
                page.value.relativePath.slice(currentLang.value.link.length - 1),
                !site.value.cleanUrls,
              ) + hash.value,
          },
    );
  });
  return { localeLinks, currentLang };
}

function normalizeLink(link: string, addPath: boolean, path: string, addExt: boolean): string {
  if (!addPath) return link;
  const page = path.replace(/(^|\/)index\.md$/, '$1').replace(/\.md$/, addExt ? '.html' : '');
  return link.replace(/\/$/, '') + (page.startsWith('/') ? page : `/${page}`);
}
