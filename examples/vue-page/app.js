// Vue 3 through its runtime-only browser ESM build (served by `npm start`), no build step. The
// page's Content-Security-Policy runs no eval, and Vue's in-browser template compiler needs it
// ('unsafe-eval'), so the view is written as render functions (`h`) instead of a template string.
// A project with a build step (Vite + SFC) compiles templates ahead of time and needs neither.
// The elements are native custom elements to Vue: properties bind as props, events as `on…`
// listeners (`onPorticoUnreadChange` listens to `portico-unread-change`). In a TypeScript + SFC
// project, `import type {} from '@portico/elements/vue'` types them.
import { createApp, h, ref } from '/examples/vendor/vue/vue.runtime.esm-browser.prod.js';

const LOGOUT = { 'logout-redirect': '/login' };

const App = {
  setup() {
    const locale = ref(document.documentElement.lang === 'zh-CN' ? 'zh-CN' : 'en-US');
    const unread = ref(null);
    const events = ref([]);
    const passwordModal = ref(null);
    const log = (text) => {
      events.value = [`${new Date().toLocaleTimeString()} ${text}`, ...events.value].slice(0, 6);
    };
    const onUnread = (event) => {
      unread.value = event.detail.count;
      log(`portico-unread-change → ${event.detail.count}`);
    };

    return () => [
      h('header', [
        h('h1', 'Acme Housekeeping'),
        h('nav', [
          h(
            'select',
            {
              value: locale.value,
              'aria-label': 'Language of the Portico elements',
              onChange: (event) => (locale.value = event.target.value),
            },
            [h('option', { value: 'en-US' }, 'English'), h('option', { value: 'zh-CN' }, '中文')],
          ),
          h('portico-message-bell', { locale: locale.value, onPorticoUnreadChange: onUnread }),
          h('portico-user-bar', {
            locale: locale.value,
            ...LOGOUT,
            onPorticoLocaleChange: (event) => log(`portico-locale-change → ${event.detail.locale}`),
            onPorticoLoggedOut: () => log('portico-logged-out'),
          }),
        ]),
      ]),
      h('portico-system-tips', { locale: locale.value }),
      h('portico-notice-stack', { locale: locale.value }),
      h('portico-password-modal', { ref: passwordModal, locale: locale.value, ...LOGOUT }),
      h('portico-repeat-login-modal', { locale: locale.value, ...LOGOUT }),
      h('main', [
        h('h2', "Today's rooms"),
        h('div', { class: 'cards' }, [
          h('div', { class: 'card' }, [h('strong', '42'), ' rooms to clean']),
          h('div', { class: 'card' }, [h('strong', '7'), ' inspections waiting']),
          h('div', { class: 'card', 'data-testid': 'unread-card' }, [
            h('strong', unread.value ?? '–'),
            ' unread Portico messages',
          ]),
        ]),
        h(
          'p',
          'This page is a Vue 3 app. The Portico elements read the session the hub stored for ' +
            "this origin; their language follows the page's select through the locale binding.",
        ),
        h('p', [
          h(
            'button',
            { type: 'button', onClick: () => passwordModal.value?.show() },
            'Change password',
          ),
        ]),
        h('h3', 'Events from the elements'),
        h(
          'div',
          { class: 'log', 'data-testid': 'event-log' },
          events.value.map((line) => h('div', { key: line }, line)),
        ),
      ]),
    ];
  },
};

createApp(App).mount('#app');
