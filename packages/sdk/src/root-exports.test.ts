// @vitest-environment node
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The root entry `@portico/sdk` is what a child app uses (README "Packaging", docs/guides/
 * child-app.md); the console, elements and server import the rest from `@portico/sdk/internal`.
 * The list is pinned so that it cannot grow by accident: a new name belongs in the root only when
 * a child app needs it, and then it is added to its group here with the reason.
 */
const CHILD_APP_EXPORTS = {
  // Creating the client and sharing it with the custom elements (README quick start,
  // embed-elements guide).
  client: [
    'LoginValidationError',
    'PorticoClient',
    'PorticoOptions',
    'createPortico',
    'getDefaultPortico',
    'setDefaultPortico',
  ],
  // The navigation rules on page load, the router guard, the framed child's exit message and a
  // child's own signed-out page (child-app guide "Run the navigation rules", "Routing",
  // "Sign out"; examples/child-app).
  // With the types their signatures name (contexts, decisions, effects, server steps, the hub's
  // plug-in), so an app can type what it passes and keeps (public-surface.test.ts).
  navigation: [
    'BaseContext',
    'ChildContext',
    'Decision',
    'Effect',
    'Ending',
    'FinalEnding',
    'GuardRedirect',
    'HubContext',
    'HubNavigation',
    'HubStep',
    'NamedRoute',
    'NavigationEnv',
    'RouteName',
    'RouteQuery',
    'SSO_EXIT_MESSAGE',
    'ServerStep',
    'SsoClient',
    'SsoContext',
    'SsoExitMessage',
    'SsoGuard',
    'SsoSetup',
    'StandaloneContext',
    'StepOutcome',
    'createSsoContext',
    'createSsoGuard',
    'hubSsoUrl',
    'isNamedRoute',
    'isSsoExitMessage',
    'runNavigation',
    'setupFromConfig',
  ],
  // The shell's query flags that hide a framed child's header and menu (product.md §2.8).
  shell: ['ShellFlags', 'readShellFlags'],
  // Calling the API: the envelope, its one error type, the result codes a caller tests and the
  // paging helpers (child-app guide "Call the API"; api-contract.md §7.1, §8).
  api: [
    'ApiBaseName',
    'ApiBases',
    'ApiErrorKind',
    'BaseClient',
    'DEFAULT_PAGE_SIZE',
    'Envelope',
    'FilterValue',
    'HttpClient',
    'PageParams',
    'PageQuery',
    'PagedResult',
    'PorticoApiError',
    'Query',
    'RequestOptions',
    'ResultCode',
    'isPorticoApiError',
    'toPageQuery',
  ],
  // The session a child app reads, the shapes of a sign-in, where tokens and state are kept
  // (README "Session", the consumer tests' Node client).
  session: [
    'AppInfo',
    'Flag',
    'ForcedPasswordChange',
    'KeyValueStorage',
    'LoginRequest',
    'LoginResult',
    'MenuItem',
    'PmsLoginRequest',
    'Session',
    'SessionEndReason',
    'SessionInfo',
    'SessionUser',
    'TokenStore',
    'createCookieTokenStore',
    'createMemoryStorage',
    'createMemoryTokenStore',
    'defaultStorage',
  ],
  // The startup config `portico.loadConfig()` answers (api-contract.md §7.2).
  config: [
    'AppCodeToHostUrl',
    'AppConfigByHost',
    'ConfigError',
    'HostAppConfig',
    'LoginSystemConfig',
    'ModuleSwitches',
    'OutsideLinkRules',
    'StartupConfig',
  ],
  // Texts and locale (child-app guide "Texts and locale", README "Locales on demand").
  texts: [
    'Clock',
    'FALLBACK_LOCALE',
    'I18n',
    'LOCALES',
    'LOCALE_STORAGE_KEY',
    'LazyMessageArea',
    'Locale',
    'LocaleHints',
    'LocaleInputs',
    'LocaleTexts',
    'MessageArea',
    'MessageKey',
    'StoredTranslations',
    'SwitchLocaleOptions',
    'TranslationStore',
    'createI18n',
    'format',
    'isLocale',
    'loadMessages',
    'registerLazyMessages',
    'registerMessages',
    'switchLocale',
    'translate',
    'validationByLocale',
  ],
};

const ENTRIES = ['./index.ts', './internal.ts'].map((entry) =>
  fileURLToPath(new URL(entry, import.meta.url)),
);
// One program for both entries: they share almost every module.
const program = ts.createProgram(ENTRIES, {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
  skipLibCheck: true,
  noEmit: true,
});

/** Every name an entry exports (values and types), read through the TypeScript checker. */
function exportsOf(entry: string): string[] {
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(fileURLToPath(new URL(entry, import.meta.url)))!;
  return checker
    .getExportsOfModule(checker.getSymbolAtLocation(file)!)
    .map((symbol) => symbol.name)
    .sort();
}

describe('the root entry (README "Packaging")', () => {
  it('exports exactly what a child app uses', () => {
    const pinned = Object.values(CHILD_APP_EXPORTS).flat().sort();
    expect(exportsOf('./index.ts')).toEqual(pinned);
  });

  it('leaves the console, elements and server names to @portico/sdk/internal', () => {
    const root = new Set(exportsOf('./index.ts'));
    const internal = exportsOf('./internal.ts');
    // The internal entry repeats no root name except through the whole catalogue of areas, and
    // the types of public signatures that Portico's own packages import with its other names.
    expect(internal.filter((name) => root.has(name)).sort()).toEqual([
      'AppCodeToHostUrl',
      'Clock',
      'Decision',
      'Effect',
      'ForcedPasswordChange',
      'HubContext',
      'HubNavigation',
      'OutsideLinkRules',
      'PmsLoginRequest',
      'ServerStep',
      'StandaloneContext',
      'StepOutcome',
      'StoredTranslations',
      'SwitchLocaleOptions',
      'TranslationStore',
      'validationByLocale',
    ]);
    // What moved out of the root stays importable: the elements and the console build on it.
    expect(internal).toEqual(
      expect.arrayContaining(['createHttpClient', 'appLaunch', 'validateLoginForm']),
    );
    // Internals that left the root: the server's and user centre's own result codes, the
    // catalogue's SSO area, the list of named routes and the real window as the runners' env.
    expect(internal).toEqual(
      expect.arrayContaining(['ServerCode', 'UcCode', 'ssoMessages', 'NAMED_ROUTES', 'browserEnv']),
    );
    expect(root).not.toContain('UcCode');
  });
});
