// Where people reach this site, the one source of every absolute address the server writes: page tags,
// robots.txt and the sitemap, payment callbacks, sign-in redirects, links in emails (decision 200).
import type { AddressInfo } from 'node:net';
import type { Config } from '../config.ts';

type OriginConfig = Pick<Config, 'publicOrigin' | 'HOST' | 'PORT'>;

/**
 * PUBLIC_URL's origin, else (outside production, where config.ts allows it unset) the address the server
 * listens on. Never the request's Host or X-Forwarded-Host, which the caller writes
 * (docs/decisions/008-untrusted-input.md).
 */
export function publicOrigin(config: OriginConfig, listening: AddressInfo | string | null): string {
  if (config.publicOrigin) return config.publicOrigin;
  const bound = listening && typeof listening === 'object' ? listening : undefined;
  const port = bound?.port ?? config.PORT;
  const address = bound?.address ?? config.HOST;
  const host = ['0.0.0.0', '::', '0:0:0:0:0:0:0:0'].includes(address) ? 'localhost' : address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}
