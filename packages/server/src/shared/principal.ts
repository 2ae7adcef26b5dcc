/**
 * The name Portico gives a user to other systems (OpenID Connect `preferred_username`, CAS
 * `cas:user`): the user code qualified by the user's home unit, `<userCode>@<unitCode>`. A user
 * code is unique only inside its unit, so the bare code of H002's `admin` would be the platform
 * administrator's name too; neither code may contain `@` (user codes are letters, digits, `_` and
 * `-`), so the pair reads back unambiguously. Systems that need a name that never changes use the
 * user's id (OIDC `sub`, the CAS `userId` attribute).
 */
export function principalName(userCode: string, homeUnitCode: string): string {
  return `${userCode}@${homeUnitCode}`;
}
