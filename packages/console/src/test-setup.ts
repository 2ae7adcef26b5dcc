import { registerEverything } from './lib/all-messages';

// Unit tests read translated texts of every area, the SDK's and the console's own.
registerEverything();
