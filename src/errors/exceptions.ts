import { captureFrames } from './capture-frames.ts';
import type { Frame } from './stack-frames.ts';

// Errors are data: one class per kind, each with the type name the observed framework
// shows, its `previous` cause, and (for HTTP errors) a status and headers. Raising an
// error never renders anything; the error controller renders a flattened copy later.

/** Base of every exception we raise ourselves. */
export abstract class KernelException extends Error {
  /** The fully qualified type name shown on pages, in logs and in headers. */
  abstract readonly typeName: string;
  readonly previous: Error | undefined;
  /** Where it was raised, first frame first (our constructors left out). */
  readonly frames: readonly Frame[];

  constructor(message: string, previous?: Error) {
    // Our frames are captured below as data; V8's own capture would only repeat the work.
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      super(message);
    } finally {
      Error.stackTraceLimit = limit;
    }
    // \`stack\` (console output, uncaught errors) is written from the frames when read: the
    // accessor below, on the prototype, once V8's own placeholder is out of the way (deleted
    // while it is still the last property added, which keeps the object's shape fast).
    delete this.stack;
    this.previous = previous;
    // Raised while handling a cause of ours: below its first frame, its stack is the cause's.
    this.frames = captureFrames(new.target, previous instanceof KernelException ? previous.frames : undefined);
  }

  override get name(): string {
    return this.typeName;
  }
}

/** An exception that carries an HTTP status and response headers. */
export abstract class HttpException extends KernelException {
  abstract readonly statusCode: number;
  readonly headers: Readonly<Record<string, string>>;

  constructor(message: string, previous?: Error, headers: Record<string, string> = {}) {
    super(message, previous);
    this.headers = headers;
  }
}

const HTTP_KERNEL = 'Symfony\\Component\\HttpKernel\\Exception\\';
const ROUTING = 'Symfony\\Component\\Routing\\Exception\\';
const HTTP_FOUNDATION = 'Symfony\\Component\\HttpFoundation\\Exception\\';

/** An HTTP error of any status (what the error-page preview raises). */
export class GenericHttpException extends HttpException {
  get typeName(): string {
    return `${HTTP_KERNEL}HttpException`;
  }

  constructor(readonly statusCode: number, message = '', previous?: Error) {
    super(message, previous);
  }
}

export class NotFoundHttpException extends HttpException {
  get typeName(): string {
    return `${HTTP_KERNEL}NotFoundHttpException`;
  }
  get statusCode(): number {
    return 404;
  }
}

export class MethodNotAllowedHttpException extends HttpException {
  get typeName(): string {
    return `${HTTP_KERNEL}MethodNotAllowedHttpException`;
  }
  get statusCode(): number {
    return 405;
  }

  constructor(readonly allowedMethods: readonly string[], message: string, previous?: Error) {
    super(message, previous, { Allow: allowedMethods.join(', ').toUpperCase() });
  }
}

export class BadRequestHttpException extends HttpException {
  get typeName(): string {
    return `${HTTP_KERNEL}BadRequestHttpException`;
  }
  get statusCode(): number {
    return 400;
  }
}

export class AccessDeniedHttpException extends HttpException {
  get typeName(): string {
    return `${HTTP_KERNEL}AccessDeniedHttpException`;
  }
  get statusCode(): number {
    return 403;
  }
}

/** Raised by the route matcher when no route matches the path. */
export class ResourceNotFoundException extends KernelException {
  get typeName(): string {
    return `${ROUTING}ResourceNotFoundException`;
  }
}

/** Raised by the matcher for "/" when nothing is routed there: the kernel answers with the welcome page. */
export class NoConfigurationException extends ResourceNotFoundException {
  override get typeName(): string {
    return `${ROUTING}NoConfigurationException`;
  }
}

/** Raised by the matcher when a route matches the path but not the method. */
export class MethodNotAllowedException extends KernelException {
  get typeName(): string {
    return `${ROUTING}MethodNotAllowedException`;
  }

  constructor(readonly allowedMethods: readonly string[], message = '', previous?: Error) {
    super(message, previous);
  }
}

/**
 * A request-level error (an invalid Host, an invalid method override). The kernel turns
 * it into a 400 BadRequestHttpException whose previous is this one.
 */
export class SuspiciousOperationException extends KernelException {
  get typeName(): string {
    return `${HTTP_FOUNDATION}SuspiciousOperationException`;
  }
  readonly isRequestException = true;
}

/** Raised when a status code outside 100..599 is asked for (e.g. `/_error/999`). */
export class InvalidArgumentException extends KernelException {
  get typeName(): string {
    return 'InvalidArgumentException';
  }
}

Object.defineProperty(KernelException.prototype, 'stack', {
  configurable: true,
  get(this: KernelException): string {
    return formatStack(this);
  },
  set(this: KernelException, value: string) {
    Object.defineProperty(this, 'stack', { configurable: true, writable: true, value });
  },
});

function formatStack(error: KernelException): string {
  const frames = error.frames.map((f) => `    at ${f.functionName ? `${f.functionName} (${f.file}:${f.line}:${f.column})` : `${f.file}:${f.line}:${f.column}`}`);
  return [`${error.typeName}: ${error.message}`, ...frames].join('\n');
}

