import { registerAllMessages } from './i18n/messages/catalogue';

// Unit tests read translated texts of every area; apps register what they show.
registerAllMessages();
