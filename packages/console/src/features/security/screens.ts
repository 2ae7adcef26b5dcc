import type { ScreenEntries, ScreenPrefetchContext } from '../../app/console-screen';

const securitySettings = ({ client, unitId }: ScreenPrefetchContext) =>
  unitId
    ? import('./api/security-settings').then((m) =>
        client.prefetchQuery(m.securitySettingsQueryOptions(unitId)),
      )
    : Promise.resolve();

/** The administration screens of this feature (console README "Administration screens"). */
export const screens = {
  '/safety/ipWhite': {
    title: 'route.safety.ipWhite',
    load: () => import('../../app/routes/admin/security').then((m) => m.IpWhiteRoute),
    prefetch: securitySettings,
  },
  // "Sign-in factors": the second-factor policy and the SMS validation.
  '/safety/sms': {
    title: 'route.safety.sms',
    load: () => import('../../app/routes/admin/security').then((m) => m.SmsRoute),
    prefetch: (context) =>
      Promise.all([
        securitySettings(context),
        context.unitId
          ? import('./api/mfa-policy').then((m) =>
              context.client.prefetchQuery(m.mfaPolicyQueryOptions(context.unitId!)),
            )
          : undefined,
      ]).then(() => undefined),
  },
  '/safety/lockScreen': {
    title: 'route.safety.lockScreen',
    load: () => import('../../app/routes/admin/security').then((m) => m.LockScreenRoute),
    prefetch: securitySettings,
  },
  '/safety/repeatLogin': {
    title: 'route.safety.repeatLogin',
    load: () => import('../../app/routes/admin/security').then((m) => m.RepeatLoginRoute),
    prefetch: securitySettings,
  },
  '/login-limit/login-limit-list': {
    title: 'route.loginLimit',
    load: () => import('../../app/routes/admin/security').then((m) => m.LoginLimitListRoute),
    prefetch: securitySettings,
  },
} satisfies ScreenEntries;

declare module '../../app/console-screen' {
  interface FeatureScreens {
    security: typeof screens;
  }
}
