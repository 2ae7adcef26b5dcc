import { registerMessages } from '@portico/sdk';
import { signInFactorsMessages } from '@portico/sdk/internal';

/** The dialog's texts, registered as its chunk loads (the bar's first paint carries none). */
export function registerSignInSecurityTexts(): void {
  registerMessages(signInFactorsMessages);
}
