// Command-line and environment options of `npx tsx src/main.ts`.
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { DEFAULT_CONFIG, type AppConfig } from '../app.ts';
import { parseRouteTable } from '../routing/route-table.ts';

export const HELP = `Usage: npx tsx src/main.ts [options]

A web application in debug mode, as a Symfony 5.4 debug kernel answers: 404/405/400
debug error pages, the request log, the event cycle and the profiler at /_profiler/<token>.

Options:
  --host <address>     Address to bind (env HOST). Default 127.0.0.1.
  --port <number>      Port to listen on, 0 for any free port (env PORT). Default 8000.
  --routes <file>      JSON route table replacing the built-in business routes
                       (items_list, items_show). Format: docs/routes.md.
  --profiles <n>       Most profiles kept in memory; the oldest go first. Default 1000.
  --profiles-mb <n>    Byte budget of the profile store, in MiB. Default 64.
  --clock <iso time>   Freeze the clock (log times, Date headers, profile times),
                       e.g. 2026-11-21T09:14:45Z.
  --seed <text>        Make the profile token sequence reproducible.
  --no-debug           Production mode (env APP_DEBUG=0): plain error pages, no
                       profiler, no toolbar, no X-Debug-* headers.
  -h, --help           Show this help.

The first line printed is the base URL. SIGINT/SIGTERM close the server gracefully.
`;

export interface CliOptions {
  readonly host: string;
  readonly port: number;
  readonly help: boolean;
  readonly config: AppConfig;
}

export class UsageError extends Error {}

function positiveInteger(name: string, text: string, allowZero = false): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < (allowZero ? 0 : 1)) throw new UsageError(`--${name} must be a${allowZero ? ' non-negative' : ' positive'} integer, got "${text}"`);
  return value;
}

export async function parseOptions(argv: readonly string[], env: NodeJS.ProcessEnv): Promise<CliOptions> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: {
        host: { type: 'string' },
        port: { type: 'string' },
        routes: { type: 'string' },
        profiles: { type: 'string' },
        'profiles-mb': { type: 'string' },
        clock: { type: 'string' },
        seed: { type: 'string' },
        'no-debug': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }).values;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const port = positiveInteger('port', parsed.port ?? env.PORT ?? '8000', true);
  if (port > 65535) throw new UsageError(`--port must be at most 65535, got ${port}`);
  let clock: number | undefined;
  if (parsed.clock !== undefined) {
    clock = Date.parse(parsed.clock);
    if (Number.isNaN(clock)) throw new UsageError(`--clock must be an ISO time like 2026-11-21T09:14:45Z, got "${parsed.clock}"`);
  }
  let routes = DEFAULT_CONFIG.routes;
  if (parsed.routes !== undefined) {
    let json: unknown;
    try {
      json = JSON.parse(await readFile(parsed.routes, 'utf8'));
    } catch (error) {
      throw new UsageError(`--routes ${parsed.routes}: ${(error as Error).message}`);
    }
    try {
      routes = parseRouteTable(json);
    } catch (error) {
      throw new UsageError(`--routes ${parsed.routes}: ${(error as Error).message}`);
    }
  }
  const envDebugOff = env.APP_DEBUG !== undefined && ['0', 'false', 'off', ''].includes(env.APP_DEBUG.toLowerCase());
  return {
    host: parsed.host ?? env.HOST ?? '127.0.0.1',
    port,
    help: parsed.help === true,
    config: {
      ...DEFAULT_CONFIG,
      debug: !(parsed['no-debug'] === true || envDebugOff),
      routes,
      profiles: parsed.profiles === undefined ? DEFAULT_CONFIG.profiles : positiveInteger('profiles', parsed.profiles),
      profilesMb: parsed['profiles-mb'] === undefined ? DEFAULT_CONFIG.profilesMb : positiveInteger('profiles-mb', parsed['profiles-mb']),
      clock,
      seed: parsed.seed,
    },
  };
}
