/** Only http(s) targets are followed, so an attribute cannot run script (`javascript:`). */
export function safeRedirect(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, window.location.href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
