// What delivering a notification needs from the app's configuration (routes.ts builds it once).
export interface NotificationSettings {
  /** MESSAGE_EMAIL_BATCH: the window of the batched unread-messages email, in milliseconds. */
  messageEmailBatch: number;
  /** Where people reach this site (app.publicOrigin), for full links in emails. */
  publicOrigin: () => string;
}
