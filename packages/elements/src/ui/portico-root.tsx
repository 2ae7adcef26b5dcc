import type { PorticoClient } from '@portico/sdk';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, type Attributes, type ComponentType, type ReactNode } from 'react';
import {
  adoptHubCode,
  hubOrigin,
  type SsoKeptDetail,
  type SsoRefusedDetail,
} from '../config/hub-session';
import { dispatchPorticoEvent, PORTICO_EVENTS } from '../events/dispatch';
import { porticoConfig, resolveClient } from '../config/portico-config';
import { PorticoContext, translatorFor } from './portico-context';
import { StyleScope } from './style-scope';
import { ToastRegion, useToasts } from './toast';

export interface PorticoRootProps {
  /** The element's `client` property; else resolved from `api-base`/`app-code` or the default. */
  client?: PorticoClient;
  apiBase?: string;
  appCode?: string;
  /** The hub's address: the API origin when `apiBase` is absent, and where Sign in goes. */
  hubUrl?: string;
  locale?: string;
  /** The element's shadow root (the element passes it); dialogs portal there. */
  container?: Element | DocumentFragment;
  children: ReactNode;
}

/** The base props every element hands to its root: the client or what resolves one, the locale, the portal. */
export type RootProps = Omit<PorticoRootProps, 'children'>;

/** An element's props without its root's: what its body reads. */
export type BodyProps<P> = Omit<P, keyof RootProps>;

/** Splits an element's props into its root's and its body's. */
export function splitRoot<P extends RootProps>(props: P): [RootProps, BodyProps<P>] {
  const { client, apiBase, appCode, hubUrl, locale, container, ...body } = props;
  return [{ client, apiBase, appCode, hubUrl, locale, container }, body];
}

/**
 * Provides client, texts, portal target and toasts to an element's pieces. Every element wraps its
 * body in it with its own base props, so the client is resolved here, once.
 */
export function PorticoRoot({
  apiBase,
  appCode,
  hubUrl,
  locale,
  container,
  children,
  ...given
}: PorticoRootProps) {
  useSignals();
  const hub = hubUrl ?? porticoConfig().hubUrl;
  const client = resolveClient({
    client: given.client,
    apiBase: apiBase ?? (hub ? hubOrigin(hub) : undefined),
    appCode,
  });
  // Back from the hub's sign-in: the one-time code on the address becomes this app's session.
  // Only for an app code the page names: never the hub's own session on another origin.
  const code = appCode ?? porticoConfig().appCode;
  const { locale: current, t, tr } = translatorFor(client, locale, container);
  const { toasts, show } = useToasts();
  useEffect(() => {
    if (!hub || !code) return;
    // The element that ran the exchange tells the user and the page why a code was not used.
    void adoptHubCode(client, code, (outcome) => {
      if (outcome.type !== 'refused' && outcome.type !== 'kept') return;
      const message = translatorFor(client, locale, container).t(outcome.key, outcome.params);
      show(message, outcome.type === 'kept' ? 'warning' : 'error');
      const from = container ?? window;
      if (outcome.type === 'kept') {
        const detail: SsoKeptDetail = outcome.params;
        dispatchPorticoEvent(from, PORTICO_EVENTS.ssoKept, { detail });
        return;
      }
      const reason = outcome.key === 'sso.codeRefused' ? 'state' : 'server';
      const detail: SsoRefusedDetail = { reason, message };
      dispatchPorticoEvent(from, PORTICO_EVENTS.ssoRefused, { detail });
    });
  }, [client, hub, code, locale, container, show]);
  const overrides = client.i18n.overrides.value;
  const value = useMemo(
    () => ({ client, locale: current, t, tr, container, hubUrl: hub, toast: show }),
    // t and tr are rebuilt each render; they only change with the locale and overrides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client, current, overrides, container, hub, show],
  );
  return (
    <PorticoContext.Provider value={value}>
      <StyleScope container={container}>
        {children}
        <ToastRegion toasts={toasts} lang={current} />
      </StyleScope>
    </PorticoContext.Provider>
  );
}

/**
 * An element's component drawn: its root (PorticoRoot, or the top chrome's) around its body, each
 * given its own props.
 */
export function inRoot<P extends RootProps>(
  props: P,
  Body: ComponentType<BodyProps<P>>,
  Root: ComponentType<PorticoRootProps> = PorticoRoot,
) {
  const [root, body] = splitRoot(props);
  return (
    <Root {...root}>
      <Body {...(body as BodyProps<P> & Attributes)} />
    </Root>
  );
}
