// Live delivery to signed-in tabs for every module (docs/decisions/053-live-stream.md).
export { pushToUser } from './push.ts';
export type { LiveEvent, LiveMessage, LiveTransport } from './transport.ts';
