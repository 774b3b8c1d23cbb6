// A local S3-compatible server (s3rver, from the npm registry) for tests of the S3 photo store: real
// HTTP, real S3 XML, path-style addressing. It knows one access key, S3RVER, and checks no SigV4 signature.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface S3Server {
  /** The S3_* variables that point BoiBazar at this server. */
  env: Record<string, string>;
  directory: string;
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'boibazar-photos', port = 0): Promise<S3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'boibazar-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    directory,
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
