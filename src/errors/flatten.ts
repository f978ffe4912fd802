// A thrown chain turned into plain data: what the error page, the log line, the debug
// headers and the stored profile all read. Flattening happens once per exception.
import { STATUS_CODES } from 'node:http';
import { HttpException, KernelException } from './exceptions.ts';
import { parseStack, type Frame } from './stack-frames.ts';

export interface FlatException {
  /** Fully qualified type name, e.g. `Symfony\Component\HttpKernel\Exception\NotFoundHttpException`. */
  readonly typeName: string;
  /** The last segment of the type name, e.g. `NotFoundHttpException`. */
  readonly shortName: string;
  /** The namespace part including its trailing backslash, or "" (shown muted before the short name). */
  readonly namespace: string;
  readonly message: string;
  readonly statusCode: number;
  readonly statusText: string;
  readonly headers: Readonly<Record<string, string>>;
  /** Where it was raised: the first frame (file "" and line 0 when unknown). */
  readonly file: string;
  readonly line: number;
  readonly frames: readonly Frame[];
}

/** The chain, outermost (the exception that was thrown last) first. */
export type ExceptionChain = readonly FlatException[];

// Where the reference's reason phrases differ from node's.
const REFERENCE_STATUS_TEXTS: Readonly<Record<number, string>> = { 418: "I'm a teapot" };

export function statusTextOf(status: number): string {
  return REFERENCE_STATUS_TEXTS[status] ?? STATUS_CODES[status] ?? 'unknown status';
}

export function typeNameOf(error: Error): string {
  return error instanceof KernelException ? error.typeName : error.constructor?.name || 'Error';
}

/** An error's call frames: captured as data by our exceptions, parsed from the stack text otherwise. */
export function framesOf(error: Error): readonly Frame[] {
  return error instanceof KernelException ? error.frames : parseStack(error.stack);
}

function flattenOne(error: Error, statusCode: number, headers: Record<string, string>): FlatException {
  const typeName = typeNameOf(error);
  const cut = typeName.lastIndexOf('\\') + 1;
  const frames = framesOf(error);
  return {
    typeName,
    shortName: typeName.slice(cut),
    namespace: typeName.slice(0, cut),
    message: error.message,
    statusCode,
    statusText: statusTextOf(statusCode),
    headers,
    file: frames[0]?.file ?? '',
    line: frames[0]?.line ?? 0,
    frames,
  };
}

function previousOf(error: Error): Error | undefined {
  if (error instanceof KernelException) return error.previous;
  return error.cause instanceof Error ? error.cause : undefined;
}

/**
 * Flattens an exception and its previous causes. Every link carries the status and
 * headers of the outermost one, the way the observed framework reports a chain.
 */
export function flattenChain(thrown: Error, extraHeaders: Record<string, string> = {}): ExceptionChain {
  const statusCode = thrown instanceof HttpException ? thrown.statusCode : 500;
  const headers = { ...extraHeaders, ...(thrown instanceof HttpException ? thrown.headers : {}) };
  const chain: FlatException[] = [];
  const seen = new Set<Error>();
  for (let error: Error | undefined = thrown; error !== undefined && !seen.has(error); error = previousOf(error)) {
    seen.add(error);
    chain.push(flattenOne(error, statusCode, headers));
  }
  return chain;
}
