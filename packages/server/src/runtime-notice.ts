/** The line oidc-provider prints when it is loaded on a Node.js release before 22 ("Jod"). */
const OIDC_RUNTIME_NOTICE = 'oidc-provider WARNING: Unsupported runtime.';

/**
 * Holds back oidc-provider's "Unsupported runtime" line while the server's modules load, on the
 * Node.js 20 releases the README supports (20.19 and later): the provider's whole test suite
 * runs on them in CI, so the line would only contradict the README at every start. On any other
 * release the line is printed. Returns the function that puts console.warn back.
 */
export function holdBackOidcRuntimeNotice(version = process.versions.node): () => void {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  if (major !== 20 || minor < 19) return () => undefined;
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes(OIDC_RUNTIME_NOTICE)) return;
    warn(...args);
  };
  return () => {
    console.warn = warn;
  };
}
