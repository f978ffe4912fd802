// Entry point: `npx tsx src/main.ts [options]` (see --help).
import { createApp } from './app.ts';
import { HELP, parseOptions, UsageError } from './cli/options.ts';
import { closeGracefully, createAppServer } from './http/server.ts';

async function main(): Promise<void> {
  let options;
  try {
    options = await parseOptions(process.argv.slice(2), process.env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`error: ${error.message}\n\n${HELP}`);
    process.exit(2);
  }
  if (options.help) {
    process.stdout.write(HELP);
    return;
  }
  // Error pages show real frames of our code; the default depth of 10 cuts them short.
  Error.stackTraceLimit = 30;
  const app = await createApp(options.config);
  const server = createAppServer(app);
  server.on('error', (error) => {
    console.error(`error: cannot listen on ${options.host}:${options.port}: ${error.message}`);
    process.exit(1);
  });
  server.listen(options.port, options.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address !== null ? address.port : options.port;
    const host = options.host.includes(':') ? `[${options.host}]` : options.host;
    console.log(`http://${host}:${port}`);
    if (options.config.debug && !['127.0.0.1', 'localhost', '::1'].includes(options.host)) {
      console.warn(`warning: debug mode on ${options.host} exposes logs, source code and profiles to anyone who can reach it`);
    }
  });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: closing`);
    void closeGracefully(server).then(() => process.exit(0));
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

await main();
