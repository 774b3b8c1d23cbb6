// The offline SMS sandbox: keeps each message in its own inbox, which testers read on the dashboard's
// SMS sandbox page. Never used in production (config.ts refuses SMS_PROVIDER=sandbox there).
import { insertSandboxMessage } from './sms-repository.ts';
import type { SmsProvider } from './sms-provider.ts';

export const sandboxSms: SmsProvider = {
  name: 'sandbox',
  async send(db, message) {
    return { providerRef: await insertSandboxMessage(db, message) };
  },
};
