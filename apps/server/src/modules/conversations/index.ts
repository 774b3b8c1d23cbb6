// What other modules may use of this module.
export { default as conversationsRoutes } from './routes.ts';
export { getConversation, startedConversation } from './list-conversations.ts';
export { postOfferCard, writeAboutDeal } from './send-message.ts';
export { messageSendBudget } from './send-budget.ts';
