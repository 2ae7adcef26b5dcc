import { registerMessages } from '@portico/sdk';
import { passkeysMessages } from '@portico/sdk/internal';

/** The passkey texts, registered as the dialog's chunk or the login page loads. */
export function registerPasskeyTexts(): void {
  registerMessages(passkeysMessages);
}
