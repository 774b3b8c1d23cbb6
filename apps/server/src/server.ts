// Starts the app and shuts it down gracefully; everything else lives in app.ts.
import { ConfigError, loadConfig, type Config } from './config.ts';
import { buildApp } from './app.ts';

function fail(message: string): never {
  process.stderr.write(`boibazar: ${message}\n`);
  process.exit(1);
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  let app;
  try {
    app = await buildApp({ config });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const where =
      config.database.dialect === 'postgres'
        ? 'the PostgreSQL database in DATABASE_URL'
        : config.database.file;
    fail(`could not start on ${where}: ${message.split('\n')[0]}`);
  }

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') fail(`port ${config.PORT} is already in use; set PORT to a free port`);
    if (code === 'EACCES') fail(`port ${config.PORT} needs privileges; set PORT to 1024 or above`);
    fail(`could not listen on ${config.HOST}:${config.PORT}: ${(error as Error).message}`);
  }

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown did not finish within 10 seconds; exiting');
      process.exit(1);
    }, 10_000).unref();
    await app.drain();
    await app.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

void main();
